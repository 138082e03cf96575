import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { queryClient } from '../lib/query-client';
import { LocaleProvider } from './providers/locale-provider';
import { AppThemeProvider } from './providers/theme-provider';
import { createAppRouter } from './router';

const router = createAppRouter();

export function App() {
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
