import { describe, expect, it } from 'vitest';
import { find, render, textOf } from './testing/html';
import { Toast } from './toast';
import { ToastProvider, useToast } from './toast-provider';

function UsesToast() {
  const toast = useToast();
  return <span>{typeof toast.show}</span>;
}

describe('ToastProvider', () => {
  it('renders the live region on the server, empty, so later toasts are announced', () => {
    const html = render(
      <ToastProvider>
        <UsesToast />
      </ToastProvider>,
    );
    expect(find(html, 'section').attrs).toMatchObject({ class: 'bz-toasts', 'aria-label': 'Notifications' });
    expect(find(html, 'ol').attrs['aria-live']).toBe('polite');
    expect(textOf(html)).toBe('function');
  });

  it('refuses useToast outside a provider with a clear error', () => {
    expect(() => render(<UsesToast />)).toThrow('useToast must be used inside a <ToastProvider>.');
  });
});

describe('Toast', () => {
  it('makes error toasts interrupt with role="alert" and others rely on the polite region', () => {
    expect(
      find(render(<Toast tone="error" title="Could not save" onDismiss={() => {}} />), 'li').attrs.role,
    ).toBe('alert');
    expect(find(render(<Toast title="Saved" onDismiss={() => {}} />), 'li').attrs.role).toBeUndefined();
  });

  it('offers its action and a labelled dismiss button', () => {
    const html = render(
      <Toast title="Removed" action={{ label: 'Undo', onClick: () => {} }} onDismiss={() => {}} />,
    );
    expect(textOf(html)).toBe('RemovedUndo');
    expect(find(html, 'button', { 'aria-label': 'Dismiss' }).attrs.type).toBe('button');
  });
});
