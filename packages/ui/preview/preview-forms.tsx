/** @jsxRuntime automatic */
// (The pragma: the root tsconfig does not include preview/, so tsx would otherwise compile classic JSX.)
// Preview sections: buttons, form fields and the auth card.
import {
  AuthCard,
  Button,
  Card,
  Checkbox,
  Cluster,
  Form,
  FormActions,
  FormError,
  Grid,
  LinkButton,
  QuantityInput,
  RadioGroup,
  SelectField,
  Stack,
  TextAreaField,
  TextField,
} from '../src/index';
import { Logo } from './logo';

const noop = () => {};

/** Every button variant, size and state. */
export function ButtonsSection() {
  return (
    <Card as="section" title="Buttons">
      <Stack>
        <Cluster>
          <Button>Primary</Button>
          <Button variant="secondary">Secondary</Button>
          <Button variant="danger">Delete</Button>
          <Button variant="ghost">Ghost</Button>
          <LinkButton href="#checkout" variant="secondary">
            Link button
          </LinkButton>
        </Cluster>
        <Cluster>
          <Button size="sm">Small</Button>
          <Button size="lg">Large</Button>
          <Button loading>Saving</Button>
          <Button variant="secondary" disabled>
            Disabled
          </Button>
        </Cluster>
        <Button block size="lg">
          Block button
        </Button>
      </Stack>
    </Card>
  );
}

/** Text fields, selects, choices and the quantity stepper, valid and invalid. */
export function FieldsSection() {
  return (
    <Card as="section" title="Form fields" description="Labels, hints, errors and required markers.">
      <Form action="#" method="post">
        <FormError error="The coupon SPRING is expired." title="Could not apply the coupon" />
        <Grid minItemWidth="16rem">
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            hint="We send the receipt here."
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            defaultValue="hunter2"
            error="Use at least 8 characters."
          />
          <SelectField
            label="Size"
            name="size"
            placeholder="Choose a size"
            defaultValue=""
            options={[
              { value: 's', label: 'Small' },
              { value: 'm', label: 'Medium' },
              { value: 'l', label: 'Large (sold out)', disabled: true },
            ]}
          />
          <QuantityInput label="Quantity" name="quantity" defaultValue={2} max={5} hint="5 left in stock" />
        </Grid>
        <TextAreaField label="Note to the shop" name="note" hint="Optional" />
        <Grid minItemWidth="16rem">
          <RadioGroup
            legend="Delivery"
            name="delivery"
            defaultValue="standard"
            options={[
              { value: 'standard', label: 'Standard', hint: '3–5 business days' },
              { value: 'express', label: 'Express', hint: 'Next business day' },
              { value: 'pickup', label: 'Pick up in store', disabled: true },
            ]}
          />
          <Stack gap={3}>
            <Checkbox name="newsletter" label="Send me the newsletter" defaultChecked />
            <Checkbox name="gift" label="This is a gift" hint="Prices are hidden on the packing slip." />
            <Checkbox
              name="terms"
              label="I accept the terms"
              required
              error="Accept the terms to continue."
            />
            <Checkbox label="Some rows selected" indeterminate onChange={noop} />
          </Stack>
        </Grid>
        <FormActions align="end">
          <Button variant="secondary">Cancel</Button>
          <Button type="submit">Place order</Button>
        </FormActions>
      </Form>
    </Card>
  );
}

/** The sign-in card of the hosted pages. */
export function AuthSection() {
  return (
    <AuthCard
      headingLevel={2}
      brand={<Logo />}
      title="Sign in"
      description="Welcome back."
      footer={
        <>
          No account? <a href="#signup">Create one</a>
        </>
      }
    >
      <Form action="#" method="post">
        <FormError error="Wrong email or password." title="Could not sign in" />
        <TextField label="Email" name="email" type="email" autoComplete="username" required />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <Button type="submit" block>
          Sign in
        </Button>
      </Form>
    </AuthCard>
  );
}
