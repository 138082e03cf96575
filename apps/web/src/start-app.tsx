import './lib/zod-without-eval';
import { i18n } from './lib/i18n';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { warmFormattersWhenIdle } from './hooks/use-formatters';
import { boot } from './lib/boot';
import { reloadStoredStores } from './lib/create-store';
import { startEarlyRequests } from './lib/early-requests';

/**
 * Starts the SPA in `container`: index.html's entry (main.tsx) at once; the sign-in page, which imports
 * it while the user types, in its own document once signed in (`signedInHere`: the stores read storage
 * again, which now holds the token; login/app-handover.ts, decision 0111).
 */
export function startApp(container: HTMLElement, { signedInHere = false } = {}): void {
  if (signedInHere) reloadStoredStores();
  // Adopts the requests the document sent (index.html's inline script), or sends them now where it sent
  // none (lib/early-requests.ts), and boots the session before the router is made: its first route's
  // loader finds the user the sign-in page handed over (lib/boot.ts) rather than ask `/auth/me` again.
  startEarlyRequests();
  boot();
  const router = createAppRouter();
  // The date and number formatters are built while the page waits for its data, not while it renders rows.
  warmFormattersWhenIdle(() => i18n.language);
  const root = createRoot(container);
  // As a transition the first render yields to the browser every few milliseconds (answers, input,
  // paint) instead of holding the main thread in one long task (docs/benchmarks.md, Lighthouse TBT).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
}
