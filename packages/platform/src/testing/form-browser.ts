/** A form of a hosted page: where it posts and the values it would send (hidden fields and defaults). */
export interface PageForm {
  action: string;
  method: string;
  fields: Record<string, string>;
}

/** A loaded page (redirects are not followed: `location` says where it goes). */
export interface Page {
  url: string;
  status: number;
  headers: Headers;
  html: string;
  location: string | undefined;
  forms: PageForm[];
}

/** A minimal cookie-keeping browser for the hosted pages: GET pages, fill and submit their forms. */
export interface FormBrowser {
  get(url: string): Promise<Page>;
  /**
   * Submits a form of a page with extra field values.
   * @param page - the page holding the form
   * @param values - fields to set
   * @param which - index of the form, or the value of its hidden `action` field
   */
  submit(page: Page, values: Record<string, string>, which?: number | string): Promise<Page>;
  /** Cookies held, by name. */
  cookies: Map<string, string>;
}

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/**
 * Creates a browser over a fetch function: the global `fetch` against a listening platform, or
 * `(url, init) => platform.app.request(url, init)` in-process.
 * @param fetcher - how to send requests
 * @param baseUrl - where relative URLs point (`http://localhost` in-process)
 * @example
 * const browser = createFormBrowser((url, init) => platform.app.request(url, init), 'http://localhost');
 * const page = await browser.get(fullUrl);
 * const next = await browser.submit(page, { email, password }, 'login');
 */
export function createFormBrowser(fetcher: Fetch, baseUrl: string): FormBrowser {
  const cookies = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}): Promise<Page> => {
    const absolute = new URL(url, baseUrl).toString();
    const headers = new Headers(init.headers);
    if (cookies.size)
      headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const res = await fetcher(absolute, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) cookies.delete(name);
      else cookies.set(name, value);
    }
    const html = await res.text();
    return {
      url: absolute,
      status: res.status,
      headers: res.headers,
      html,
      location: res.headers.get('location') ?? undefined,
      forms: parseForms(html),
    };
  };
  return {
    cookies,
    get: (url) => send(url),
    submit(page, values, which = 0) {
      const form =
        typeof which === 'number' ? page.forms[which] : page.forms.find((f) => f.fields.action === which);
      if (!form) throw new Error(`no form ${which} on ${page.url}:\n${page.html.slice(0, 500)}`);
      return send(new URL(form.action, page.url).toString(), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...form.fields, ...values }).toString(),
      });
    },
  };
}

function parseForms(html: string): PageForm[] {
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].map((match) => {
    const attributes = match[1] ?? '';
    const fields: Record<string, string> = {};
    for (const input of (match[2] ?? '').matchAll(/<input\b([^>]*)>/g)) {
      const name = attribute(input[1] ?? '', 'name');
      if (name) fields[name] = attribute(input[1] ?? '', 'value') ?? '';
    }
    return {
      action: attribute(attributes, 'action') ?? '',
      method: attribute(attributes, 'method') ?? 'get',
      fields,
    };
  });
}

function attribute(source: string, name: string): string | undefined {
  const found = new RegExp(`\\b${name}="([^"]*)"`).exec(source);
  return found?.[1] === undefined ? undefined : decodeEntities(found[1]);
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
