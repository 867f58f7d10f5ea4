// The floor of bundle-size.bench.ts: the least client code that runs the storefront sets' normal path — every call
// succeeds, on a fresh visitor session — written as small as we could, with none of our SDK's contracts beyond it:
// no argument checks, no error classes (a failed answer throws a plain Error), no retries, timeouts or abort, no token
// renewal or session events, no sign-in methods, no field masks, no POST fallback of long GETs. It binds the same
// module tables as our SDK (the descriptors, the query builder, the lazily loaded staff-only calls) and keeps what
// those calls' answers need: argument mapping, path filling, query strings with the `.r` form (the catalog queries
// are GETs with nested queries), JSON bodies, one anonymous token grant shared by concurrent calls, and the
// conversions of the answers (dates, floats, `id` ↔ `_id` renames) by the tables' brace-group paths.
// bench/bundle-size.bench.ts bundles it in place of our `createClient` and `OAuthStrategy`; the per-call benches time
// its response walk (`walk`, `compile`…, exported for them: support/required-work.ts floorClientWalk).
import type { EndpointDescriptor } from '@bazaar/sdk';

type Json = Record<string, any>;
interface Node {
  next?: Map<string, Node>;
  convert?: (value: any) => any;
}
type Invoke = (descriptor: EndpointDescriptor, args: any[]) => Promise<any>;

export const RENAMES: Json = { id: '_id', createdDate: '_createdDate', updatedDate: '_updatedDate' };
const BACK: Json = { _id: 'id', _createdDate: 'createdDate', _updatedDate: 'updatedDate' };

const expand = (path: string): string[] => {
  const group = /\{([^{}]*)\}/.exec(path);
  return group
    ? group[1]!
        .split(',')
        .flatMap((part) =>
          expand(path.slice(0, group.index) + part + path.slice(group.index + group[0].length)),
        )
    : [path];
};

export const compile = (pairs: Array<[readonly string[] | undefined, (value: any) => any]>): Node => {
  const root: Node = {};
  for (const [paths = [], convert] of pairs)
    for (const path of paths.flatMap(expand)) {
      let node = root;
      for (const key of path.split('.')) {
        node.next ??= new Map();
        node = node.next.get(key) ?? node.next.set(key, {}).get(key)!;
      }
      node.convert = convert;
    }
  return root;
};

export const walk = (value: any, node: Node | undefined, names: Json): any => {
  if (Array.isArray(value)) return value.map((item) => walk(item, node, names));
  if (!value || typeof value !== 'object' || value instanceof Date) return value;
  const out: Json = {};
  for (const key in value) {
    const child = node?.next?.get(key);
    out[names[key] ?? key] = walk(child?.convert ? child.convert(value[key]) : value[key], child, names);
  }
  return out;
};

const each = (convert: (value: any) => any) => (value: any) =>
  Array.isArray(value) ? value.map(convert) : convert(value);
export const toDate = each((value) => (value ? new Date(value) : value));
export const toNumber = each((value) => (typeof value === 'string' ? Number(value) : value));

const base64url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');

const queryString = (wire: Json, complex?: boolean): string => {
  const params = new URLSearchParams();
  for (const key in wire) {
    const value = wire[key];
    if (complex && value && typeof value === 'object' && !(value instanceof Date)) {
      return `.r=${base64url(JSON.stringify(wire))}`;
    }
    for (const item of [value].flat()) if (item != null) params.append(key, String(item));
  }
  return params.toString();
};

const trees = new WeakMap<EndpointDescriptor, [Node, Node]>();

/**
 * A visitor session: one anonymous grant, shared by the calls that wait for it, reused until it expires.
 *
 * @param options - the OAuth app's client id
 * @returns the auth strategy
 */
export function OAuthStrategy({ clientId }: { clientId: string }) {
  let token: Promise<{ value: string; expiresAt: number }> | undefined;
  const grant = async () => {
    const json = await (
      await fetch('https://www.wixapis.com/oauth2/token', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ clientId, grantType: 'anonymous' }),
      })
    ).json();
    return { value: json.access_token as string, expiresAt: Date.now() + json.expires_in * 1000 };
  };
  return {
    async getAuthHeaders() {
      if (!token || (await token).expiresAt < Date.now()) token = grant();
      return { headers: { Authorization: (await token).value } };
    },
  };
}

/**
 * The client: binds each module's entries (descriptors, binders, binder objects) to one request function.
 *
 * @param options - the auth strategy and the modules
 * @returns the client with one bound object per module
 */
export function createClient({ auth, modules }: { auth: ReturnType<typeof OAuthStrategy>; modules: Json }) {
  const invoke: Invoke = async (descriptor, args) => {
    const request: Json = {};
    descriptor.args?.forEach((name, i) => {
      if (name.startsWith('...')) Object.assign(request, args[i]);
      else if (args[i] !== undefined) request[name] = args[i];
    });
    let tree = trees.get(descriptor);
    if (!tree) {
      const { request: out = {}, response: back = {} } = descriptor;
      tree = [
        compile([[out.floats, each((value) => (Number.isFinite(value) ? value : String(value)))]]),
        compile([
          [back.timestamps, toDate],
          [back.floats, toNumber],
        ]),
      ];
      trees.set(descriptor, tree);
    }
    const wire = walk(request, tree[0], BACK);
    const path = descriptor.path.replace(/\{([^}]+)\}/g, (_, field: string) =>
      encodeURIComponent(field.split('.').reduce((value, key) => value?.[key], wire)),
    );
    const bodyless = descriptor.method === 'GET' || descriptor.method === 'DELETE';
    const query = bodyless ? queryString(wire, descriptor.complex) : '';
    const response = await fetch(`https://www.wixapis.com${path}${query && `?${query}`}`, {
      method: descriptor.method,
      headers: { ...(await auth.getAuthHeaders()).headers, 'Content-Type': 'application/json' },
      body: bodyless ? undefined : JSON.stringify(wire),
    });
    if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
    const data = walk(await response.json(), tree[1], RENAMES);
    return descriptor.void ? undefined : descriptor.unwrap ? data[descriptor.unwrap] : data;
  };
  const context: Json = { invoke, client: { auth } };
  const bind = (entry: any) =>
    typeof entry === 'function'
      ? entry(context)
      : entry.binder
        ? entry.binder(context)
        : (...args: any[]) => invoke(entry, args);
  for (const name in modules) {
    const bound: Json = {};
    for (const fn in modules[name]) bound[fn] = bind(modules[name][fn]);
    context.client[name] = bound;
  }
  return context.client;
}
