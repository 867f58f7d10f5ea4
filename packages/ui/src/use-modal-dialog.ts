import { type RefObject, type SyntheticEvent, useEffect, useRef } from 'react';

/** What {@link useModalDialog} gives the `<dialog>` element it drives. */
export interface ModalDialogBindings {
  /** The ref to put on the `<dialog>`. */
  ref: RefObject<HTMLDialogElement | null>;
  /** Handles the native `close` event (Escape, `form method="dialog"`, `close()`). */
  onClose: (event: SyntheticEvent<HTMLDialogElement>) => void;
  /** Handles Escape: blocked while the dialog must stay open. */
  onCancel: (event: SyntheticEvent<HTMLDialogElement>) => void;
  /** Closes on a click on the backdrop (the click lands on the `<dialog>` itself, outside its panel). */
  onClick: (event: SyntheticEvent<HTMLDialogElement>) => void;
  /** Closes the dialog from a button inside it. */
  close: () => void;
}

/**
 * Drives a native `<dialog>` as a modal from an `open` prop.
 *
 * `showModal()` gives the browser's modal behaviour for free — the rest of the page is inert, focus moves
 * into the dialog and Escape closes it. On top of that, focus goes to the element marked `data-autofocus`
 * (the Cancel button of a destructive confirm), and returns to the element that was focused before the
 * dialog opened. Everything runs in effects, so the server renders a closed `<dialog>` and nothing touches
 * `window` or `document` outside the browser.
 *
 * @param open - whether the dialog should be shown
 * @param onRequestClose - called when the user closes it (Escape, backdrop, close button)
 * @param dismissible - false while it must stay open (e.g. during a destructive request)
 * @returns the props to spread on the `<dialog>` and a `close` function
 */
export function useModalDialog(
  open: boolean,
  onRequestClose: () => void,
  dismissible = true,
): ModalDialogBindings {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const openRef = useRef(open);
  openRef.current = open;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // A dialog removed while open (route change) would otherwise leave focus on the body.
  useEffect(
    () => () => {
      if (ref.current?.open) returnFocus.current?.focus();
    },
    [],
  );

  const close = () => {
    if (dismissible) ref.current?.close();
  };
  return {
    ref,
    close,
    onClose: () => {
      returnFocus.current?.focus();
      returnFocus.current = null;
      // Closed by the browser (Escape) or a button while the owner still thinks it is open: tell the owner.
      if (openRef.current) onRequestClose();
    },
    onCancel: (event) => {
      if (!dismissible) event.preventDefault();
    },
    onClick: (event) => {
      if (event.target === event.currentTarget) close();
    },
  };
}
