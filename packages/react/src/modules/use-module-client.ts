import type { ModuleDefinition } from '@bazaar/sdk';
import { type ClientWith, requireModule } from '../client-types';
import { useBazaarClient } from '../provider/bazaar-provider';
import type { ModuleQueries } from './create-module-queries';

/**
 * The provider's client, checked to have the module of a `createModuleQueries` result and typed with it — what
 * one-line module hooks pass to the factories.
 *
 * @param queries - the module's factories
 * @returns the client
 * @throws Error - when the provider's client does not have the module
 * @example
 * export const useProduct = (id: string) =>
 *   useQuery(productQueries.queryOptions.getProduct(useModuleClient(productQueries), id));
 */
export function useModuleClient<TName extends string, TModule extends ModuleDefinition>(
  queries: ModuleQueries<TName, TModule>,
): ClientWith<Record<TName, TModule>> {
  return requireModule(useBazaarClient(), queries.moduleName, `useModuleClient(${queries.moduleName})`);
}
