import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

/** The cart drawer's state, shared by the header's cart button, the product page and the drawer itself. */
export interface CartDrawerState {
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

const CartDrawerContext = createContext<CartDrawerState | null>(null);

/**
 * Provides the cart drawer's open state.
 *
 * @param props - the children
 * @returns the provider
 */
export function CartDrawerProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  const value = useMemo(() => ({ isOpen, open, close }), [isOpen, open, close]);
  return <CartDrawerContext.Provider value={value}>{children}</CartDrawerContext.Provider>;
}

/**
 * The cart drawer's state.
 *
 * @returns open state and controls
 * @throws Error - outside a `CartDrawerProvider`
 */
export function useCartDrawer(): CartDrawerState {
  const state = useContext(CartDrawerContext);
  if (!state) throw new Error('useCartDrawer must be used inside a <CartDrawerProvider>');
  return state;
}
