import { LOCALES, type Locale } from '@portal/contract/constants';
import type { ColorMode } from '../lib/palette';
import type { Preferences, ThemePreference } from '../lib/preferences';
import { readJson, writeJson } from '../lib/storage';
import { PREFERENCES_STORAGE_KEY } from '../lib/storage-keys';

/**
 * The stored UI preferences (`portal-settings`) as the sign-in page needs them, read and written
 * without the SPA's zod schema (lib/preferences.ts), whose defaults and key list it follows.
 */
export const PERSISTED_KEYS = [
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
] as const satisfies readonly (keyof Preferences)[];

export type LoginPreferences = Pick<
  Preferences,
  'language' | 'theme' | 'skin' | 'lightPrimaryColor' | 'darkPrimaryColor'
>;

function stored(): Record<string, unknown> {
  const raw = readJson(PREFERENCES_STORAGE_KEY);
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
}

const oneOf = <T extends string>(value: unknown, choices: readonly T[]): T | null =>
  choices.find((choice) => choice === value) ?? null;

const hexColor = (value: unknown) => (typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value) ? value : null);

export function readPreferences(): LoginPreferences {
  const raw = stored();
  return {
    language: oneOf<Locale>(raw.language, LOCALES),
    theme: oneOf<ThemePreference>(raw.theme, ['light', 'dark', 'system']) ?? 'light',
    skin: oneOf(raw.skin, ['default', 'bordered'] as const) ?? 'default',
    lightPrimaryColor: hexColor(raw.lightPrimaryColor),
    darkPrimaryColor: hexColor(raw.darkPrimaryColor),
  };
}

/** Writes a choice over what is stored, keeping only the persisted keys (spec §3). */
export function savePreferences(patch: Partial<Pick<Preferences, 'language' | 'theme' | 'color-scheme'>>): void {
  const merged: Record<string, unknown> = { ...stored(), ...patch };
  writeJson(
    PREFERENCES_STORAGE_KEY,
    Object.fromEntries(PERSISTED_KEYS.filter((key) => key in merged).map((key) => [key, merged[key]])),
  );
}

const darkQuery = () => window.matchMedia?.('(prefers-color-scheme: dark)');

/** The colour scheme a theme choice means now ("system" follows the operating system). */
export function resolveMode(theme: ThemePreference): ColorMode {
  if (theme !== 'system') return theme;
  return darkQuery()?.matches ? 'dark' : 'light';
}

/** Calls back when the operating system's scheme changes; returns the unsubscribe. */
export function onSystemModeChange(callback: () => void): () => void {
  const query = darkQuery();
  query?.addEventListener('change', callback);
  return () => query?.removeEventListener('change', callback);
}
