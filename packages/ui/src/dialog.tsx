import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { cx } from './cx';
import { CloseIcon } from './icons';
import { useModalDialog } from './use-modal-dialog';

/** Props of {@link Dialog}. */
export interface DialogProps
  extends Omit<ComponentPropsWithRef<'dialog'>, 'open' | 'title' | 'onClose' | 'onCancel' | 'ref'> {
  /** Whether the dialog is shown (as a modal). */
  open: boolean;
  /** Called when the user closes it: Escape, the close button or a click on the backdrop. */
  onClose: () => void;
  /** The heading; names the dialog (`aria-labelledby`). */
  title: ReactNode;
  /** A line under the title that describes the dialog (`aria-describedby`). */
  description?: ReactNode;
  /** The buttons at the bottom, right-aligned. */
  footer?: ReactNode;
  /** The width; default `md` (32rem). On phones every size is the full width. */
  size?: 'sm' | 'md' | 'lg';
  /** Accessible name of the close button. Default "Close". */
  closeLabel?: string;
  /** False while the dialog must stay open (Escape, backdrop and close button do nothing). Default true. */
  dismissible?: boolean;
}

/**
 * A modal dialog on the native `<dialog>` element (`showModal()`): the page behind is inert, focus moves in
 * (to the element marked `data-autofocus` if any), Escape and the backdrop close it, and focus returns to
 * the opener. Its content is rendered even while closed, so server and browser render the same markup.
 *
 * For a yes/no question about a destructive action, use {@link ConfirmDialog}.
 *
 * @example
 * <Dialog open={editing} onClose={() => setEditing(false)} title="Edit address"
 *   footer={<Button type="submit" form="address">Save</Button>}>
 *   <Form id="address" onSubmit={save}>…</Form>
 * </Dialog>
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  footer,
  size = 'md',
  closeLabel = 'Close',
  dismissible = true,
  className,
  children,
  ...rest
}: DialogProps) {
  const dialog = useModalDialog(open, onClose, dismissible);
  const baseId = `bz${useId()}`;
  return (
    // Backdrop clicks are a mouse shortcut; Escape (native) and the close button cover the keyboard.
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    <dialog
      {...rest}
      ref={dialog.ref}
      className={cx('bz-dialog', size !== 'md' && `bz-dialog--${size}`, className)}
      aria-labelledby={`${baseId}-title`}
      aria-describedby={description ? `${baseId}-description` : undefined}
      onClose={dialog.onClose}
      onCancel={dialog.onCancel}
      onClick={dialog.onClick}
    >
      <div className="bz-dialog__panel">
        <div className="bz-dialog__header">
          <h2 id={`${baseId}-title`} className="bz-dialog__title">
            {title}
          </h2>
          <button
            type="button"
            className="bz-icon-btn"
            aria-label={closeLabel}
            onClick={dialog.close}
            disabled={!dismissible}
          >
            <CloseIcon />
          </button>
        </div>
        <div className="bz-dialog__body">
          {description ? (
            <p id={`${baseId}-description`} className="bz-muted">
              {description}
            </p>
          ) : null}
          {children}
        </div>
        {footer ? <div className="bz-dialog__footer">{footer}</div> : null}
      </div>
    </dialog>
  );
}
