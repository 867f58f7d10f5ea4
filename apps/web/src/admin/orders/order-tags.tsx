import type { Order } from '@bazaar/sdk';
import { Badge, Button, Card, FormError, TextField } from '@bazaar/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useAdminClient } from '../admin-client';
import { orderQueries } from '../admin-queries';
import { useOrderChanged } from './use-order-change';

/**
 * The order's tags (public and private tag ids), with assigning a new one and removing one.
 *
 * @param props - the order
 * @returns the card
 */
export function OrderTags({ order }: { order: Order }) {
  const client = useAdminClient();
  const changed = useOrderChanged();
  const [tag, setTag] = useState('');
  const update = useMutation({
    ...orderQueries.mutationOptions.bulkUpdateOrderTags(client),
    onSuccess: changed,
  });
  const tags = order.tags?.tags?.tagIds ?? [];
  const privateTags = order.tags?.privateTags?.tagIds ?? [];
  const setTags = (tagId: string, assign: boolean, isPrivate = false) => {
    const ids = isPrivate ? { privateTags: { tagIds: [tagId] } } : { tags: { tagIds: [tagId] } };
    update.mutate([[order._id!], assign ? { assignTags: ids } : { unassignTags: ids }]);
  };
  return (
    <Card as="section" title="Tags">
      <div className="admin-actions">
        {tags.length + privateTags.length === 0 ? <span className="admin-reason">No tags</span> : null}
        {[...tags.map((id) => [id, false] as const), ...privateTags.map((id) => [id, true] as const)].map(
          ([id, isPrivate]) => (
            <span key={`${isPrivate}-${id}`} className="admin-actions">
              <Badge>{isPrivate ? `${id} (private)` : id}</Badge>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove tag ${id}`}
                onClick={() => setTags(id, false, isPrivate)}
              >
                ×
              </Button>
            </span>
          ),
        )}
      </div>
      <form
        className="admin-actions"
        onSubmit={(event) => {
          event.preventDefault();
          setTags(tag.trim(), true);
          setTag('');
        }}
      >
        <TextField label="Tag id" value={tag} onChange={(e) => setTag(e.target.value)} />
        <Button type="submit" variant="secondary" disabled={!tag.trim()} loading={update.isPending}>
          Assign tag
        </Button>
      </form>
      <FormError error={update.error} title="Could not change the tags" />
    </Card>
  );
}
