import { type ReactNode, useState } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { FormError } from './form-error';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the user cancels (Cancel, Escape, backdrop) and after a successful confirm. */
  onClose: () => void;
  /**
   * Performs the action. While its promise is pending the confirm button shows a spinner and the dialog
   * cannot be dismissed; if it rejects, the error's message is shown in the dialog, which stays open.
   */
  onConfirm: () => unknown;
  /** The question, e.g. "Delete this member?". */
  title: ReactNode;
  /** The consequences, e.g. "Their orders are kept. This cannot be undone." */
  description?: ReactNode;
  /** The confirm button text; name the action ("Delete member"), not "OK". Default "Confirm". */
  confirmLabel?: string;
  /** The cancel button text. Default "Cancel". */
  cancelLabel?: string;
  /** `danger` (default) for destructive actions, `primary` for others. */
  tone?: 'danger' | 'primary';
  /** Extra content between the description and the buttons (e.g. a refund amount field). */
  children?: ReactNode;
}

/**
 * A {@link Dialog} that asks to confirm an action — refund, cancel an order, delete a member.
 *
 * Focus starts on Cancel, so pressing Enter by reflex does not destroy anything.
 *
 * @example
 * <ConfirmDialog open={confirming} onClose={() => setConfirming(false)}
 *   title="Cancel order #10023?" description="The customer is notified by email."
 *   confirmLabel="Cancel order" onConfirm={() => cancelOrder.mutateAsync(order.id)} />
 */
export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  title,
  description,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  tone = 'danger',
  children,
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    setError(null);
    setPending(true);
    try {
      await onConfirm();
      setPending(false);
      onClose();
    } catch (caught) {
      setPending(false);
      setError(caught ?? new Error('The action failed.'));
    }
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={title}
      description={description}
      size="sm"
      dismissible={!pending}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={pending} data-autofocus>
            {cancelLabel}
          </Button>
          <Button variant={tone} loading={pending} onClick={confirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      <FormError error={error} title="That did not work" />
    </Dialog>
  );
}
