import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { codeInFlight } from '../components/on-demand/on-demand';
import { authStore } from '../lib/auth-store';
import { i18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { chosenEmployerStore, EMPTY_SELECTION, scopeStore } from '../lib/scope-store';
import { ALL_STRINGS } from './all-strings';
import { resetEmotionStyles } from './emotion-reset';
import { fixHappyDom } from './happy-dom-fixes';

// Before a module keeps a reference to the DOM (DOMPurify takes its functions when it is created).
fixHappyDom();

// Pages' feature strings arrive with their route chunks in the app; components rendered alone need them at hand.
i18n.addResourceBundle('en', 'translation', ALL_STRINGS.en, true, false);

// Test files share their worker's modules (decision 0026): each test starts from what a fresh page
// load would hold, whatever the file before it left in the stores, the cache or the document.
beforeEach(async () => {
  authStore.set(null);
  scopeStore.set(EMPTY_SELECTION);
  chosenEmployerStore.set(null);
  queryClient.clear();
  window.localStorage.clear();
  window.sessionStorage.clear();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
  window.history.replaceState(null, '', '/');
});

afterEach(async () => {
  // A page's code still downloading (the rich-text editor's) lands before the page goes, never after.
  await codeInFlight();
  cleanup();
  // What a test put in the page outside React's roots goes too: the next test starts from an empty page.
  document.body.replaceChildren();
  resetEmotionStyles();
  vi.useRealTimers();
});
