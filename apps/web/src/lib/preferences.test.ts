import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PREFERENCES,
  loadPreferences,
  parsePreferences,
  PREFERENCES_STORAGE_KEY,
  savePreferences,
} from './preferences';

const PERSISTED_KEYS = [
  'language',
  'theme',
  'skin',
  'color-scheme',
  'appContentLayoutNav',
  'appContentWidth',
  'footerType',
  'navbarType',
  'isNavbarBlurEnabled',
  'isVerticalNavCollapsed',
  'horizontalNavType',
  'lightPrimaryColor',
  'darkPrimaryColor',
].sort();

describe('UI preferences storage', () => {
  it('defaults to a light theme, sticky blurred navbar, boxed content and vertical navigation', () => {
    expect(DEFAULT_PREFERENCES).toMatchObject({
      theme: 'light',
      navbarType: 'sticky',
      isNavbarBlurEnabled: true,
      appContentWidth: 'boxed',
      appContentLayoutNav: 'vertical',
      language: null,
    });
  });

  it('keeps only the persisted subset under the portal-settings key', () => {
    const withExtras = { ...DEFAULT_PREFERENCES, theme: 'dark', token: 'secret', sidebarOpen: true };
    savePreferences(parsePreferences(withExtras));
    const stored = JSON.parse(window.localStorage.getItem(PREFERENCES_STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    expect(Object.keys(stored).sort()).toEqual(PERSISTED_KEYS);
    expect(stored.theme).toBe('dark');
  });

  it('drops unknown keys and repairs invalid values when reading', () => {
    window.localStorage.setItem(
      PREFERENCES_STORAGE_KEY,
      JSON.stringify({ theme: 'purple', appContentWidth: 'wide', language: 'ar', access_token: 'x' }),
    );
    const loaded = loadPreferences();
    expect(Object.keys(loaded).sort()).toEqual(PERSISTED_KEYS);
    expect(loaded.theme).toBe('light');
    expect(loaded.appContentWidth).toBe('wide');
    expect(loaded.language).toBe('ar');
  });

  it('reads corrupt storage as the defaults', () => {
    window.localStorage.setItem(PREFERENCES_STORAGE_KEY, '{not json');
    expect(loadPreferences()).toEqual(DEFAULT_PREFERENCES);
  });
});
