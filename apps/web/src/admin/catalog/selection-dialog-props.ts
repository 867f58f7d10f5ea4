import type { Product } from '@bazaar/sdk';

/** The props of a dialog that acts on the products selected in the back office's product list. */
export interface SelectionDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Closes it without acting. */
  onClose: () => void;
  /** The selected products. */
  products: Product[];
  /** Called once the change is saved (the list clears its selection). */
  onDone: () => void;
}
