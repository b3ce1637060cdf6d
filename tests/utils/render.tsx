// Renders UI with the app's providers and a fresh QueryClient per test.
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createQueryClient } from '../../src/app/query-client';
import { createAppRouter } from '../../src/app/router';
import { system } from '../../src/theme/system';

export function renderWithProviders(ui: ReactElement) {
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  // setDefaultOptions replaces them all: keep the app's mutation defaults (networkMode).
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return {
    queryClient,
    ...render(
      <ChakraProvider value={system}>
        <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
      </ChakraProvider>,
    ),
  };
}

/**
 * Renders the real route tree at `path` in memory history. Queries do not retry unless
 * `appRetries` keeps the app's own retry policy (for tests about what happens meanwhile).
 */
export function renderRoute(path: string, { appRetries = false }: { appRetries?: boolean } = {}) {
  const queryClient = createQueryClient();
  if (!appRetries) {
    const defaults = queryClient.getDefaultOptions();
    queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  }
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  const utils = render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ChakraProvider>,
  );
  return { ...utils, router, queryClient };
}
