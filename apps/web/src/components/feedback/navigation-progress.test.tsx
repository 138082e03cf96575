import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { NavigationProgress } from './navigation-progress';

describe('NavigationProgress', () => {
  it('shows a top bar while a route change waits for its page, and takes it away when the page is in', async () => {
    let arrive: () => void = () => undefined;
    const slowPage = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const router = createMemoryRouter([
      {
        element: (
          <>
            <NavigationProgress />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <Link to="/slow">Slow page</Link> },
          { path: '/slow', loader: () => slowPage.then(() => null), element: <h1>Slow page is here</h1> },
        ],
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.queryByRole('progressbar')).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: 'Slow page' }));
    // The old page stays while the new one loads, and the bar says something is coming.
    expect(await screen.findByRole('progressbar', { name: 'Loading the page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Slow page' })).toBeTruthy();

    await act(async () => {
      arrive();
      await slowPage;
    });
    expect(await screen.findByRole('heading', { name: 'Slow page is here' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
