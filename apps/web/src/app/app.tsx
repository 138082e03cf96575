import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { queryClient } from '../lib/query-client';
import { LocaleProvider } from './providers/locale-provider';
import { AppThemeProvider } from './providers/theme-provider';
import type { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * The app around its router. The router is made by start-app.tsx when the app starts, not when this
 * module is evaluated: creating it runs the first route's loader, which needs the session, and the
 * sign-in page evaluates this code before anyone has signed in (decision 0111).
 */
export function App({ router }: { router: AppRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleProvider>
        <AppThemeProvider>
          <RouterProvider router={router} />
        </AppThemeProvider>
      </LocaleProvider>
    </QueryClientProvider>
  );
}
