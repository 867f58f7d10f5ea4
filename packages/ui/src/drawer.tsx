import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { cx } from './cx';
import { CloseIcon } from './icons';
import { useModalDialog } from './use-modal-dialog';

/** Props of {@link Drawer}. */
export interface DrawerProps
  extends Omit<ComponentPropsWithRef<'dialog'>, 'open' | 'title' | 'onClose' | 'onCancel' | 'ref'> {
  /** Whether the drawer is shown. */
  open: boolean;
  /** Called when the user closes it: Escape, the close button or a click on the backdrop. */
  onClose: () => void;
  /** The heading; names the drawer (`aria-labelledby`). */
  title: ReactNode;
  /** The edge it slides from: `end` (right in left-to-right pages, default) or `start`. */
  side?: 'start' | 'end';
  /** A bottom area that stays put while the body scrolls (the cart's subtotal and checkout button). */
  footer?: ReactNode;
  /** Accessible name of the close button. Default "Close". */
  closeLabel?: string;
}

/**
 * A full-height side panel over the page — the cart drawer, filters on a phone, a back-office detail
 * preview. Like {@link Dialog} it is a native modal `<dialog>`: focus moves in, the page behind is inert,
 * Escape and the backdrop close it and focus returns to the opener.
 *
 * @example
 * <Drawer open={cartOpen} onClose={closeCart} title="Your cart"
 *   footer={<LinkButton href={checkoutUrl} block>Checkout</LinkButton>}>
 *   {lines}
 * </Drawer>
 */
export function Drawer({
  open,
  onClose,
  title,
  side = 'end',
  footer,
  closeLabel = 'Close',
  className,
  children,
  ...rest
}: DrawerProps) {
  const dialog = useModalDialog(open, onClose);
  const titleId = `bz${useId()}-title`;
  return (
    // Backdrop clicks are a mouse shortcut; Escape (native) and the close button cover the keyboard.
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    <dialog
      {...rest}
      ref={dialog.ref}
      className={cx('bz-dialog bz-drawer', side === 'start' && 'bz-drawer--start', className)}
      aria-labelledby={titleId}
      onClose={dialog.onClose}
      onCancel={dialog.onCancel}
      onClick={dialog.onClick}
    >
      <div className="bz-dialog__panel">
        <div className="bz-dialog__header">
          <h2 id={titleId} className="bz-dialog__title">
            {title}
          </h2>
          <button type="button" className="bz-icon-btn" aria-label={closeLabel} onClick={dialog.close}>
            <CloseIcon />
          </button>
        </div>
        <div className="bz-dialog__body">{children}</div>
        {footer ? <div className="bz-dialog__footer">{footer}</div> : null}
      </div>
    </dialog>
  );
}
