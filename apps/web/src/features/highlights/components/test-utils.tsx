import type { Highlight } from '@precis/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

export const sampleHighlight = (overrides: Partial<Highlight> = {}): Highlight => ({
  id: 'h1',
  content: 'Plain content',
  source: 'A Book',
  comment: null,
  categories: [],
  tags: [],
  createdDate: '2026-11-02T15:04:00.000Z',
  processed: true,
  synced: false,
  sourceId: null,
  author: null,
  sourceUrl: null,
  location: null,
  url: null,
  savedAt: '2026-11-02T15:04:00.000Z',
  ...overrides,
});

/** Renders `element` at "/" inside a memory router (with a stub details route) and a fresh query client. */
export function renderWithProviders(element: ReactElement, { path = '/' } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '/highlights/:id', element: <h1>Details page</h1> },
      { path: '/highlights', element: <h1>List page</h1> },
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
