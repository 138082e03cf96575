import { render, screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { defineList } from '../lib/list-state';
import { useClampPage, useListParams } from './use-list-params';

const jobs = defineList({ sorts: ['title'] as const, filters: { status: z.enum(['live']).optional() } });

/** A list whose API has `lastPage` pages (undefined: still loading), showing the page it asks for. */
function JobsList({ lastPage }: { lastPage?: number }) {
  const { state, change } = useListParams(jobs);
  useClampPage(lastPage, state.page, change);
  return <p>page {state.page}</p>;
}

function renderAt(url: string, lastPage?: number) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home</p> },
      { path: '/jobs', element: <JobsList lastPage={lastPage} /> },
    ],
    { initialEntries: ['/', url], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useListParams and useClampPage', () => {
  it('turns a page past the deep-page cap into the deepest page the API serves, in the URL too', async () => {
    const router = renderAt('/jobs?page=999&sort=title');
    expect(await screen.findByText('page 400')).toBeTruthy();
    await waitFor(() => {
      expect(router.state.location.search).toBe('?page=400&sort=title');
    });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('lands a page past the last one on the last one, in place of the history entry', async () => {
    const router = renderAt('/jobs?page=50&filter.status=live', 3);
    await waitFor(() => {
      expect(router.state.location.search).toBe('?page=3&filter.status=live');
    });
    expect(screen.getByText('page 3')).toBeTruthy();
    expect(router.state.historyAction).toBe('REPLACE');
    // Back leaves the list instead of returning to page 50 (which would clamp again).
    await router.navigate(-1);
    expect(await screen.findByText('home')).toBeTruthy();
  });

  it('keeps a page the list has', async () => {
    const router = renderAt('/jobs?page=2', 3);
    expect(await screen.findByText('page 2')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    expect(router.state.historyAction).toBe('POP');
  });
});
