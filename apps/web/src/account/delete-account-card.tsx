import { useDeleteMyMember, useLogout } from '@bazaar/react';
import { Button, Card, ConfirmDialog } from '@bazaar/ui';
import { useState } from 'react';

/**
 * Deleting the account, after a confirmation: the member is deleted, the browser's tokens are cleared and the
 * hosted logout ends the platform's sign-in session before coming back to the home page. A refusal (owners and
 * contributors cannot delete themselves) shows the server's message in the dialog.
 *
 * @returns the card
 */
export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  const remove = useDeleteMyMember();
  const logout = useLogout();
  const confirm = async () => {
    await remove.mutateAsync([]);
    const home = `${location.origin}/`;
    // The member is gone: leave through the hosted logout when it can be created, home otherwise.
    const url = await logout.mutateAsync(home).catch(() => home);
    location.assign(url);
    // Keep the dialog busy until the browser leaves.
    await new Promise(() => {});
  };
  return (
    <Card
      as="section"
      title="Delete account"
      description="Your profile and sign-in are removed for good. Past orders stay with the shop."
      className="app-danger-card"
    >
      <div>
        <Button variant="danger" onClick={() => setOpen(true)}>
          Delete my account
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={confirm}
        title="Delete your account?"
        description="This cannot be undone. You will be signed out."
        confirmLabel="Delete account"
      />
    </Card>
  );
}
