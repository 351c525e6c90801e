import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/**
 * The one way component tests render: `element` at `path` inside a memory router and a fresh query client
 * that never retries, so a failed answer shows at once. Every other address renders a stub page, so a
 * test can follow a link or a navigation and read `router.state.location`.
 */
export function renderWithProviders(element: ReactElement, { path = '/' }: { path?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <h1>Another page</h1> },
    ],
    { initialEntries: [path] },
  );
  return {
    router,
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
}
