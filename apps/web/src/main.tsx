import './lib/zod-without-eval';
import './early-start';
import { i18n } from './lib/i18n';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { warmFormattersWhenIdle } from './hooks/use-formatters';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

// The date and number formatters are built while the page waits for its data, not while it renders rows.
warmFormattersWhenIdle(() => i18n.language);
const root = createRoot(container);
// As a transition the first render yields to the browser every few milliseconds (answers, input,
// paint) instead of holding the main thread in one long task (docs/benchmarks.md, Lighthouse TBT).
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
