/** The parts of `window` that silent login uses; inject a fake to test it outside a browser. */
export interface WindowLike {
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  document: {
    createElement(tag: 'iframe'): { style: { display: string }; src: string; remove(): void };
    body: { appendChild(node: unknown): unknown };
  };
}

/** What the hosted authorize page posts back (`responseMode: 'web_message'`). */
export interface AuthorizationMessage {
  code?: string;
  state?: string;
  error?: string;
  errorDescription?: string;
  error_description?: string;
}

/** How long a silent login waits for the hosted page (spec §9). */
export const SILENT_LOGIN_TIMEOUT_MS = 120_000;

/**
 * Loads the authorize URL in a hidden iframe and waits for the page to post back a message carrying our `state`.
 * Messages with another state are ignored (they are not for us). The iframe is removed when done.
 *
 * @param win - the window to use
 * @param authUrl - the authorize URL from the redirect session
 * @param state - the state we generated
 * @param timeoutMs - how long to wait (default 120000 ms)
 * @returns the posted message
 * @throws Error - 'OAuth flow timed out' when no message arrives in time
 */
export function runSilentLogin(
  win: WindowLike,
  authUrl: string,
  state: string,
  timeoutMs = SILENT_LOGIN_TIMEOUT_MS,
): Promise<AuthorizationMessage> {
  const frame = win.document.createElement('iframe');
  let onMessage: (event: { data: unknown }) => void = () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  return new Promise<AuthorizationMessage>((resolve, reject) => {
    onMessage = ({ data }) => {
      if ((data as AuthorizationMessage | null)?.state === state) resolve(data as AuthorizationMessage);
    };
    win.addEventListener('message', onMessage);
    timer = setTimeout(() => reject(new Error('OAuth flow timed out')), timeoutMs);
    frame.style.display = 'none';
    frame.src = authUrl;
    win.document.body.appendChild(frame);
  }).finally(() => {
    clearTimeout(timer);
    win.removeEventListener('message', onMessage);
    frame.remove();
  });
}
