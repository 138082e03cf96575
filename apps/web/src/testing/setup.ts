import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { ALL_STRINGS } from './all-strings';

// Pages' feature strings arrive with their route chunks in the app; components rendered alone need them at hand.
i18n.addResourceBundle('en', 'translation', ALL_STRINGS.en, true, false);

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
