import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { Toast, type ToastOptions } from './toast';

/** The toast functions handed out by {@link useToast}. */
export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (toast: ToastOptions) => string;
  /** Hides a toast early. */
  dismiss: (id: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Props of {@link ToastProvider}. */
export interface ToastProviderProps {
  /** The app. */
  children: ReactNode;
  /** The most toasts shown at once; older ones make room. Default 3. */
  limit?: number;
  /** The name of the notifications region. Default "Notifications". */
  label?: string;
}

/**
 * Holds the app's toasts and renders them in a fixed corner region.
 *
 * The region (an `aria-live="polite"` list) is rendered from the start, also on the server, because screen
 * readers only announce changes to live regions that already existed. Toasts only ever appear after a
 * user action in the browser, so the server always renders it empty and hydration matches.
 *
 * @example
 * <ToastProvider><App /></ToastProvider>
 */
export function ToastProvider({ children, limit = 3, label = 'Notifications' }: ToastProviderProps) {
  const [toasts, setToasts] = useState<Array<ToastOptions & { id: string }>>([]);
  const counter = useRef(0);
  const dismiss = useCallback(
    (id: string) => setToasts((current) => current.filter((toast) => toast.id !== id)),
    [],
  );
  const show = useCallback(
    (toast: ToastOptions) => {
      counter.current += 1;
      const id = `toast-${counter.current}`;
      setToasts((current) => [...current, { ...toast, id }].slice(-limit));
      return id;
    },
    [limit],
  );
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastContext value={api}>
      {children}
      <section className="bz-toasts" aria-label={label}>
        <ol aria-live="polite">
          {toasts.map(({ id, ...toast }) => (
            <ToastItem key={id} id={id} toast={toast} dismiss={dismiss} />
          ))}
        </ol>
      </section>
    </ToastContext>
  );
}

/** Binds one toast's dismissal once, so its time-out is not restarted by every re-render. */
function ToastItem({
  id,
  toast,
  dismiss,
}: {
  id: string;
  toast: ToastOptions;
  dismiss: (id: string) => void;
}) {
  const onDismiss = useCallback(() => dismiss(id), [dismiss, id]);
  return <Toast {...toast} onDismiss={onDismiss} />;
}

/**
 * The toast functions of the nearest {@link ToastProvider}. Call `show` from event handlers and mutation
 * callbacks — never during render.
 *
 * @returns `show` and `dismiss`
 * @throws Error when no `ToastProvider` is above the component
 * @example
 * const toast = useToast();
 * const save = useMutation({ …, onSuccess: () => toast.show({ tone: 'success', title: 'Saved' }) });
 */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a <ToastProvider>.');
  return api;
}
