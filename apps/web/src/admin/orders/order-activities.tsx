import type { Order, OrderActivity } from '@bazaar/sdk';
import { Button, Card, ConfirmDialog, Form, FormError, TextAreaField, Timeline } from '@bazaar/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useAdminClient } from '../admin-client';
import { orderQueries } from '../admin-queries';
import { draftChangesText } from './draft-changes';
import { useOrderChanged } from './use-order-change';

const activityTitle = (activity: OrderActivity) =>
  activity.merchantComment?.message ??
  (activity.activityType ?? 'Activity').replaceAll('_', ' ').toLowerCase();

/**
 * The order's history, newest first, with staff comments: add one, edit or delete one's own (automatic entries
 * cannot be edited — the platform answers 428 ACTIVITY_NOT_EDITABLE).
 *
 * @param props - the order
 * @returns the card
 */
export function OrderActivities({ order }: { order: Order }) {
  const client = useAdminClient();
  const changed = useOrderChanged();
  const [comment, setComment] = useState('');
  const [editing, setEditing] = useState<{ id: string; message: string } | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const add = useMutation({ ...orderQueries.mutationOptions.addActivity(client), onSuccess: changed });
  const update = useMutation({ ...orderQueries.mutationOptions.updateActivity(client), onSuccess: changed });
  const remove = useMutation({ ...orderQueries.mutationOptions.deleteActivity(client), onSuccess: changed });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate([order._id!, { merchantComment: { message: comment.trim() } }], {
      onSuccess: () => setComment(''),
    });
  };
  const activities = [...(order.activities ?? [])].reverse();
  return (
    <Card as="section" title="Activity">
      <Form onSubmit={submit}>
        <TextAreaField label="Add a comment" value={comment} onChange={(e) => setComment(e.target.value)} />
        <FormError error={add.error} title="Could not add the comment" />
        <Button type="submit" variant="secondary" disabled={!comment.trim()} loading={add.isPending}>
          Add comment
        </Button>
      </Form>
      <Timeline
        items={activities.map((activity) => ({
          id: activity._id ?? '',
          title: activityTitle(activity),
          at: activity._createdDate ?? new Date(0),
          description: activity.merchantComment ? (
            <span className="admin-actions">
              {activity.authorEmail ? <span className="admin-reason">{activity.authorEmail}</span> : null}
              <Button
                size="sm"
                variant="ghost"
                onClick={() =>
                  setEditing({ id: activity._id!, message: activity.merchantComment?.message ?? '' })
                }
              >
                Edit
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setDeleting(activity._id!)}>
                Delete
              </Button>
            </span>
          ) : (
            draftChangesText(activity)
          ),
        }))}
      />
      {editing ? (
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            update.mutate(
              [
                { _id: order._id!, activityId: editing.id },
                { merchantComment: { message: editing.message } },
              ],
              { onSuccess: () => setEditing(null) },
            );
          }}
        >
          <TextAreaField
            label="Edit the comment"
            value={editing.message}
            onChange={(e) => setEditing({ ...editing, message: e.target.value })}
          />
          <FormError error={update.error} title="Could not save the comment" />
          <span className="admin-actions">
            <Button type="submit" size="sm" loading={update.isPending}>
              Save comment
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setEditing(null)}>
              Cancel
            </Button>
          </span>
        </Form>
      ) : null}
      <ConfirmDialog
        open={!!deleting}
        onClose={() => setDeleting(null)}
        title="Delete this comment?"
        confirmLabel="Delete comment"
        onConfirm={() => remove.mutateAsync([{ _id: order._id!, activityId: deleting! }])}
      />
    </Card>
  );
}
