import type { ComponentPropsWithRef } from 'react';
import { cx, flexValue } from './cx';

/** Props of {@link Form}: every native `<form>` attribute plus the busy state. */
export interface FormProps extends ComponentPropsWithRef<'form'> {
  /** Marks the form `aria-busy` while it is being submitted. */
  busy?: boolean;
}

/**
 * A native `<form>` that stacks its fields with the kit's spacing.
 *
 * It adds no behaviour: `action`/`method` post it without JavaScript (hosted pages), `onSubmit` handles it
 * in the app, and native constraint validation (`required`, `type="email"`) keeps working.
 *
 * @example
 * <Form method="post" action="/login">
 *   <FormError error={serverError} />
 *   <TextField label="Email" name="email" type="email" autoComplete="username" required />
 *   <FormActions><Button type="submit">Sign in</Button></FormActions>
 * </Form>
 */
export function Form({ busy, className, ...rest }: FormProps) {
  return <form {...rest} className={cx('bz-form', className)} aria-busy={busy || undefined} />;
}

/** Props of {@link FormActions}. */
export interface FormActionsProps extends ComponentPropsWithRef<'div'> {
  /** Where the buttons sit; default `start`. `between` spreads them to both ends. */
  align?: 'start' | 'end' | 'between';
}

/**
 * The row of buttons at the bottom of a form; it wraps on narrow screens.
 *
 * @example
 * <FormActions align="end">
 *   <Button variant="secondary" onClick={cancel}>Cancel</Button>
 *   <Button type="submit">Save</Button>
 * </FormActions>
 */
export function FormActions({ align = 'start', className, style, ...rest }: FormActionsProps) {
  return (
    <div
      {...rest}
      className={cx('bz-cluster', className)}
      style={{ justifyContent: align === 'start' ? undefined : flexValue(align), ...style }}
    />
  );
}
