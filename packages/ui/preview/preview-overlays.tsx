/** @jsxRuntime automatic */
// (The pragma: the root tsconfig does not include preview/, so tsx would otherwise compile classic JSX.)
// Preview section: dialogs and the drawer. They are modal in the app; here they are shown in place (the
// preview adds the `open` attribute and a static position) so the screenshot shows their look.
import {
  Button,
  ConfirmDialog,
  Dialog,
  Drawer,
  Grid,
  LinkButton,
  Price,
  Stack,
  TextField,
} from '../src/index';

const noop = () => {};

/** A form dialog, a destructive confirm and the cart drawer. */
export function OverlaysSection() {
  return (
    <section aria-labelledby="overlays-title" className="bz-stack pv-overlays">
      <h2 id="overlays-title">Dialogs and drawer</h2>
      <Grid minItemWidth="20rem">
        <Dialog
          open={false}
          onClose={noop}
          title="Edit shipping address"
          description="The customer is not notified."
          footer={
            <>
              <Button variant="secondary">Cancel</Button>
              <Button type="submit">Save</Button>
            </>
          }
        >
          <TextField label="Street" name="street" defaultValue="1 Navy Way" />
        </Dialog>
        <ConfirmDialog
          open={false}
          onClose={noop}
          onConfirm={noop}
          title="Cancel order #10021?"
          description="The customer is notified by email. This cannot be undone."
          confirmLabel="Cancel order"
        />
        <Drawer
          open={false}
          onClose={noop}
          title="Your cart"
          footer={
            <Stack gap={3} style={{ width: '100%' }}>
              <div className="bz-cluster" style={{ justifyContent: 'space-between' }}>
                <span>Subtotal</span>
                <Price amount="64.00" currency="USD" />
              </div>
              <LinkButton href="#checkout" block>
                Checkout
              </LinkButton>
            </Stack>
          }
        >
          <p className="bz-muted">2 items</p>
        </Drawer>
      </Grid>
    </section>
  );
}
