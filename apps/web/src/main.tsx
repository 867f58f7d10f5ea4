import '@bazaar/ui/styles.css';
import './styles/app.css';
import { BazaarProvider } from '@bazaar/react';
import { ToastProvider } from '@bazaar/ui';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { CONFIG_META_NAME, readAppConfig } from './lib/app-config';
import { AppRoutes } from './router';

const config = readAppConfig(
  document.querySelector(`meta[name="${CONFIG_META_NAME}"]`)?.getAttribute('content') ?? null,
  location.origin,
);
// The SDK downloads in its own chunk, started here, beside the first page's: the page's frame (header, footer,
// loading state) paints without it, and everything that reads data waits for it (BazaarProvider takes the promise).
const client = import('./lib/bazaar-client').then((module) => module.createAppClient(config));
const queryClient = new QueryClient({
  defaultOptions: {
    // Catalog data changes rarely while a shopper browses; the cart and the member are refetched by their
    // mutations and on session changes (BazaarProvider).
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
  },
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BazaarProvider client={client} queryClient={queryClient}>
      <ToastProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ToastProvider>
    </BazaarProvider>
  </StrictMode>,
);
