// The least conforming client of bundle-size.bench.ts (least-conforming-client.ts), whole — its own pipeline, token
// check and answer conversion — as rows of the per-call benches' rotation, in both of its builds: whether the build
// bundle-size takes as the one the CPU target needs (in place) meets that target, and whether the smaller one
// (copying walk) does.
import { createClient, createInPlaceClient, OAuthStrategy } from './least-conforming-client';

type Strategy = Parameters<typeof OAuthStrategy>[0];

/**
 * Both builds of the least conforming client, each with its own visitor session, or with the tokens given (so it
 * reads the cart of the client the tokens come from).
 *
 * @param options - client id, the module tables to bind (our SDK's), and optionally tokens, base URL and fetch
 * @returns the in-place build and the copying build
 */
export function leastConformingClients(
  options: Pick<Strategy, 'clientId' | 'tokens' | 'baseUrl' | 'fetch'> & { modules: Record<string, unknown> },
) {
  const { modules, ...strategy } = options;
  const build = (create: typeof createClient) =>
    create({ auth: OAuthStrategy(strategy), modules, baseUrl: strategy.baseUrl, fetch: strategy.fetch });
  return { inPlace: build(createInPlaceClient), copying: build(createClient) };
}
