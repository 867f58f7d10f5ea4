import { describe, expect, it } from 'vitest';
import { bindEntry } from '../client/bind-entry';
import type { ClientModule, ModuleContext } from '../client/create-client';
import { ARGUMENT_TOOLS } from '../http/create-invoker';
import { ARGUMENT_RULES, rulesOf } from './argument-rules';
import type { EndpointDescriptor } from './endpoint';

const TABLES = import.meta.glob<Record<string, unknown>>(
  ['./**/*.ts', '!./**/*.test.ts', '!./**/*-fixtures.ts', '!./**/*-rules.ts'],
  { eager: true },
);
const RULES_FILES = import.meta.glob<Record<string, Record<string, unknown>>>('./*/*-rules.ts', {
  eager: true,
});

/** `${method} ${path}` of a descriptor: the key of its checks in the rules files. */
const keyOf = ({ method, path }: EndpointDescriptor) => `${method} ${path}`;

/**
 * Every endpoint descriptor the tables' functions call: each entry of each exported module object is bound to a
 * context whose `invoke` records the descriptor, and called (a query builder's `find()` too), so the descriptors that
 * binders hold in their closures (`updateCheckout`, `updateMember`, the lazily loaded calls…) are found with the
 * plain ones.
 */
async function tableEndpoints(): Promise<Set<EndpointDescriptor>> {
  const endpoints = new Set<EndpointDescriptor>();
  const context = {
    invoke: async (descriptor: EndpointDescriptor) => {
      // A bare path list of a conversions file is bound like a descriptor too.
      if (descriptor.method) endpoints.add(descriptor);
      return {};
    },
    fetchWithAuth: async () => new Response('{}'),
    client: {},
    options: {},
  } as unknown as ModuleContext;
  for (const exports of Object.values(TABLES)) {
    for (const table of Object.values(exports)) {
      if (!table || typeof table !== 'object' || Array.isArray(table)) continue;
      for (const entry of Object.values(table)) {
        try {
          const fn = bindEntry(entry as ClientModule[string], context) as (...args: unknown[]) => any;
          const result = fn({}, {}, {});
          await (typeof result?.find === 'function' ? result.find() : result);
        } catch {
          // Not a module entry (a path list, a constant), or a call that needs more than placeholder arguments.
        }
      }
    }
  }
  return endpoints;
}

describe('the tables’ checks (rules files and inline params)', () => {
  it('find every rules key on exactly one endpoint of the tables, one without checks of its own', async () => {
    const endpoints = [...(await tableEndpoints())];
    expect(endpoints.length).toBeGreaterThan(100);
    const owners = Object.keys(ARGUMENT_RULES).map((key) => [
      key,
      endpoints.filter((descriptor) => keyOf(descriptor) === key).map((descriptor) => !!descriptor.params),
    ]);
    // [false]: one endpoint, whose checks are the rules file's; none would be a stale or mistyped key, two an
    // ambiguous one (both endpoints would be checked by the same rules).
    expect(owners.filter(([, found]) => (found as boolean[]).join() !== 'false')).toEqual([]);
  });

  it('take every rules file’s checks, each key from one file only (a later file would replace the checks)', () => {
    const files = Object.values(RULES_FILES).flatMap((exports) => Object.values(exports));
    const entries = files.flatMap((rules) => Object.entries(rules));
    expect(files.length).toBeGreaterThanOrEqual(11);
    expect(entries.length).toBe(Object.keys(ARGUMENT_RULES).length);
    expect(entries.filter(([key, rules]) => ARGUMENT_RULES[key] !== rules)).toEqual([]);
  });

  it('prefer a descriptor’s own params to the rules of its key', () => {
    const descriptor: EndpointDescriptor = { method: 'GET', path: '/ecom/v1/checkouts/{id}', args: ['_id'] };
    expect(rulesOf(descriptor)).toEqual({ _id: 'string!' });
    expect(rulesOf({ ...descriptor, params: { _id: 'string' } })).toEqual({ _id: 'string' });
    expect(rulesOf({ ...descriptor, path: '/elsewhere/{id}' })).toBeUndefined();
  });

  // A path id the caller left out goes out as `/…/undefined` and is refused (404); the checks name it only when the
  // endpoint's rules require the field, so every path id of every table must have a required rule.
  it('require every path id of every endpoint', async () => {
    const unchecked = [...(await tableEndpoints())].flatMap((descriptor) =>
      [...descriptor.path.matchAll(/\{([^}]+)\}/g)]
        // The path's wire name in SDK names (`id` → `_id`, `checkout.id` → `checkout._id`), as the rules write it.
        .map(([, field]) => ARGUMENT_TOOLS[2](field!, false))
        .filter((field) => !rulesOf(descriptor)?.[field]?.endsWith('!'))
        .map((field) => `${keyOf(descriptor)}: ${field}`),
    );
    expect(unchecked).toEqual([]);
  });
});
