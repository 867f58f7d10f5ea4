import { Field, Form, Layout, Message } from './components';

/** Links shown under the sign-in forms. */
export interface SignInLinks {
  login: string;
  signup: string;
  forgot: string;
  cancel?: string | undefined;
}

/** What every sign-in form needs. */
export interface FormProps {
  action: string;
  csrf: string;
  hidden?: Record<string, string | undefined>;
  error?: string | undefined;
  notice?: string | undefined;
}

/**
 * The login form (email and password).
 * @param props - form settings, links and the email to pre-fill
 */
export function LoginPage(props: FormProps & { links: SignInLinks; email?: string | undefined }) {
  return (
    <Layout title="Sign in">
      <Message kind="error" text={props.error} />
      <Message kind="notice" text={props.notice} />
      <Form action={props.action} csrf={props.csrf} hidden={{ ...props.hidden, action: 'login' }}>
        <Field name="email" label="Email" type="email" autoComplete="username" value={props.email} />
        <Field name="password" label="Password" type="password" autoComplete="current-password" />
        <button type="submit">Sign in</button>
      </Form>
      <div className="links">
        <a href={props.links.signup}>Create an account</a>
        <a href={props.links.forgot}>Forgot password?</a>
      </div>
      {props.links.cancel ? (
        <p className="links">
          <a href={props.links.cancel}>Cancel and go back</a>
        </p>
      ) : null}
    </Layout>
  );
}

/**
 * The sign-up form (email, nickname, password).
 * @param props - form settings, links and values to pre-fill
 */
export function SignupPage(
  props: FormProps & { links: SignInLinks; email?: string | undefined; nickname?: string | undefined },
) {
  return (
    <Layout title="Create an account">
      <Message kind="error" text={props.error} />
      <Form action={props.action} csrf={props.csrf} hidden={{ ...props.hidden, action: 'signup' }}>
        <Field name="email" label="Email" type="email" autoComplete="email" value={props.email} />
        <Field
          name="nickname"
          label="Name (optional)"
          autoComplete="nickname"
          value={props.nickname}
          required={false}
        />
        <Field
          name="password"
          label="Password (4 to 100 characters)"
          type="password"
          autoComplete="new-password"
        />
        <button type="submit">Create account</button>
      </Form>
      <div className="links">
        <a href={props.links.login}>I already have an account</a>
      </div>
    </Layout>
  );
}

/**
 * The email-verification form: the 6-digit code mailed to the member.
 * @param props - form settings and the state token of the flow
 */
export function VerifyPage(props: FormProps & { stateToken: string; email?: string | undefined }) {
  return (
    <Layout title="Check your email">
      <p>We sent a 6-digit code to {props.email ?? 'your email address'}. Enter it to continue.</p>
      <Message kind="error" text={props.error} />
      <Message kind="notice" text={props.notice} />
      <Form
        action={props.action}
        csrf={props.csrf}
        hidden={{ ...props.hidden, action: 'verify', stateToken: props.stateToken }}
      >
        <Field name="code" label="Code" inputMode="numeric" autoComplete="one-time-code" />
        <button type="submit">Verify</button>
      </Form>
      <Form
        action={props.action}
        csrf={props.csrf}
        hidden={{ ...props.hidden, action: 'resend', stateToken: props.stateToken }}
      >
        <button type="submit" className="secondary">
          Send a new code
        </button>
      </Form>
    </Layout>
  );
}

/**
 * A page with a title, a text and an optional link (pending approval, signed out, errors).
 * @param props - title, text, link
 */
export function MessagePage(props: {
  title: string;
  text: string;
  error?: boolean;
  link?: { href: string; label: string } | undefined;
}) {
  return (
    <Layout title={props.title}>
      <p className={props.error ? 'error' : undefined}>{props.text}</p>
      {props.link ? (
        <p>
          <a href={props.link.href}>{props.link.label}</a>
        </p>
      ) : null}
    </Layout>
  );
}
