import './login.css';
import './login-alerts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { warmIntlSoon } from '../lib/intl-warm-up';
import { postLoginTarget } from '../lib/login-path';
import { loadAppSoon } from './app-handover';
import { loadLoginPage } from './load';
import { LoginPage } from './login-page';

// The entry of login.html: a sign-in page without the SPA's libraries before its form shows (docs/decisions/0009).
const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from login.html.');

void loadLoginPage().then((data) => {
  if (!data) return;
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <LoginPage {...data} />
    </StrictMode>,
  );
  warmIntlSoon();
  // The app's code while the user types, to start it here once signed in (decision 0111).
  loadAppSoon(postLoginTarget(window.location.search), () => root.unmount());
});
