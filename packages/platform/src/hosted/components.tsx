import type { ReactNode } from 'react';

/**
 * The frame of every hosted page: one stylesheet, no scripts unless a page brings its own (with the CSP nonce).
 * @param props - title, content, and `wide` for tables
 */
export function Layout(props: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${props.title} · Bazaar`}</title>
        <link rel="stylesheet" href="/hosted/styles.css" />
      </head>
      <body>
        <main className={props.wide ? 'wide' : undefined}>
          <div className="brand">Bazaar</div>
          <h1>{props.title}</h1>
          {props.children}
        </main>
      </body>
    </html>
  );
}

/**
 * A form posting back to the platform, with its CSRF token (hosted pages work without JavaScript).
 * @param props - action URL, CSRF token, hidden fields, content
 */
export function Form(props: {
  action: string;
  csrf: string;
  hidden?: Record<string, string | undefined>;
  children: ReactNode;
}) {
  return (
    <form method="post" action={props.action}>
      <input type="hidden" name="csrf" value={props.csrf} />
      {Object.entries(props.hidden ?? {}).map(([name, value]) =>
        value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />,
      )}
      {props.children}
    </form>
  );
}

/**
 * A labelled input.
 * @param props - name, label, type and input attributes
 */
export function Field(props: {
  name: string;
  label: string;
  type?: 'email' | 'password' | 'text';
  value?: string;
  autoComplete?: string;
  required?: boolean;
  inputMode?: 'numeric';
}) {
  return (
    <>
      <label htmlFor={props.name}>{props.label}</label>
      <input
        id={props.name}
        name={props.name}
        type={props.type ?? 'text'}
        defaultValue={props.value}
        autoComplete={props.autoComplete}
        required={props.required ?? true}
        inputMode={props.inputMode}
      />
    </>
  );
}

/**
 * An error or success message; nothing when there is no text.
 * @param props - kind and text
 */
export function Message(props: { kind: 'error' | 'notice'; text?: string | undefined }) {
  if (!props.text) return null;
  return (
    <p className={props.kind} role={props.kind === 'error' ? 'alert' : 'status'}>
      {props.text}
    </p>
  );
}
