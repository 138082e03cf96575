import './early-start';
import './lib/i18n';
import { boot } from './lib/boot';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

// Branding and the signed-in user are requested before the first render (lib/boot.ts).
boot();
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
