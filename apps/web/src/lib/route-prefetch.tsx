import { lazy } from 'react';

// The prefetchers need the SDK, which downloads in its own chunk beside the page's (main.tsx): loaded with it, they
// start the page's queries as soon as the SDK is there, while the page's own chunk may still be on its way.
const prefetchers = () => import('./route-prefetchers');

/** Starts the home page's queries: collections, best sellers, sale. */
export const HomePrefetch = lazy(() => prefetchers().then((module) => ({ default: module.HomePrefetch })));

/** Starts the shop page's queries: the collections, and the products when their filter is known already. */
export const ShopPrefetch = lazy(() => prefetchers().then((module) => ({ default: module.ShopPrefetch })));

/** Starts the product page's query. */
export const ProductPrefetch = lazy(() =>
  prefetchers().then((module) => ({ default: module.ProductPrefetch })),
);
