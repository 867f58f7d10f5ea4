import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog } from './dialog';
import { Drawer } from './drawer';
import { find, findAll, render, textOf } from './testing/html';

describe('Dialog', () => {
  it('renders a closed native dialog on the server, named and described by its texts', () => {
    const html = render(
      <Dialog open onClose={() => {}} title="Edit address" description="The customer is not notified.">
        body
      </Dialog>,
    );
    const dialog = find(html, 'dialog');
    // Opening is showModal() in an effect: an `open` attribute would make a non-modal dialog.
    expect(dialog.attrs.open).toBeUndefined();
    expect(find(html, 'h2').attrs.id).toBe(dialog.attrs['aria-labelledby']);
    expect(find(html, 'p').attrs.id).toBe(dialog.attrs['aria-describedby']);
    expect(find(html, 'button').attrs).toMatchObject({ type: 'button', 'aria-label': 'Close' });
  });

  it('disables the close button while it must stay open', () => {
    const html = render(
      <Dialog open onClose={() => {}} title="Saving" dismissible={false}>
        body
      </Dialog>,
    );
    expect(find(html, 'button').attrs.disabled).toBe('');
  });
});

describe('ConfirmDialog', () => {
  it('starts focus on Cancel and labels the confirm button with the action', () => {
    const html = render(
      <ConfirmDialog
        open
        onClose={() => {}}
        onConfirm={() => {}}
        title="Delete member?"
        confirmLabel="Delete member"
      />,
    );
    const buttons = findAll(html, 'button').filter((button) => button.attrs['aria-label'] === undefined);
    expect(buttons[0]!.attrs['data-autofocus']).toBe('true');
    expect(buttons[1]!.attrs.class).toBe('bz-btn bz-btn--danger');
    expect(textOf(html)).toContain('CancelDelete member');
  });
});

describe('Drawer', () => {
  it('is a native dialog named by its title, on the end side by default', () => {
    const html = render(
      <Drawer open={false} onClose={() => {}} title="Your cart" side="start">
        lines
      </Drawer>,
    );
    const dialog = find(html, 'dialog');
    expect(dialog.attrs.class).toBe('bz-dialog bz-drawer bz-drawer--start');
    expect(find(html, 'h2').attrs.id).toBe(dialog.attrs['aria-labelledby']);
  });
});
