import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { createAppTheme } from '../lib/theme';

interface Options {
  path?: string;
  initialEntry?: string;
  queryClient?: QueryClient;
}

const theme = createAppTheme({
  mode: 'light',
  direction: 'ltr',
  primary: '#7367F0',
  primaryDark: '#675DD8',
  bordered: false,
});

/** Renders a component on a route of a memory router, with a fresh query client and the theme. */
export function renderWithProviders(
  ui: ReactElement,
  options: Options = {},
): RenderResult & { queryClient: QueryClient } {
  const queryClient = options.queryClient ?? createQueryClient();
  const path = options.path ?? '/';
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [options.initialEntry ?? path] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** A fetch Response carrying JSON. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The URL a mocked fetch was called with, as a string. */
export function requestUrl(input: RequestInfo | URL | undefined): string {
  if (input === undefined) return '';
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** The JSON body a mocked fetch was called with. */
export function requestJson(init: RequestInit | undefined): unknown {
  return typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
}
