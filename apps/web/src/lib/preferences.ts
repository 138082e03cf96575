import { LOCALES } from '@portal/contract';
import { z } from 'zod';
import { createStoredStore, useStore } from './create-store';
import { readJson, writeJson } from './storage';
import { PREFERENCES_STORAGE_KEY } from './storage-keys';

export { PREFERENCES_STORAGE_KEY };

const hexColor = z
  .string()
  .regex(/^#[0-9a-f]{6}$/i)
  .nullable()
  .catch(null);

/**
 * The persisted UI preferences (spec §3 "Stored UI preferences"): exactly these keys are kept.
 * A missing or invalid value falls back to its default (light theme, sticky blurred navbar,
 * boxed content, vertical navigation).
 */
export const PreferencesSchema = z.object({
  /** Chosen language; null follows the branding's default locale. */
  language: z.enum(LOCALES).nullable().catch(null),
  theme: z.enum(['light', 'dark', 'system']).catch('light'),
  skin: z.enum(['default', 'bordered']).catch('default'),
  /** The colour scheme in force ('system' resolved), kept for the next page load. */
  'color-scheme': z.enum(['light', 'dark']).catch('light'),
  appContentLayoutNav: z.enum(['vertical', 'horizontal']).catch('vertical'),
  appContentWidth: z.enum(['boxed', 'wide']).catch('boxed'),
  footerType: z.enum(['static', 'sticky', 'hidden']).catch('static'),
  navbarType: z.enum(['sticky', 'static', 'hidden']).catch('sticky'),
  isNavbarBlurEnabled: z.boolean().catch(true),
  isVerticalNavCollapsed: z.boolean().catch(false),
  horizontalNavType: z.enum(['sticky', 'static', 'hidden']).catch('sticky'),
  /** Primary colour overrides; null uses the branding colours. */
  lightPrimaryColor: hexColor,
  darkPrimaryColor: hexColor,
});
export type Preferences = z.infer<typeof PreferencesSchema>;
export type ThemePreference = Preferences['theme'];

/** Reads stored preferences, keeping only the persisted subset and defaulting the rest. */
export function parsePreferences(raw: unknown): Preferences {
  const source = typeof raw === 'object' && raw !== null ? raw : {};
  return PreferencesSchema.parse(source);
}

export const DEFAULT_PREFERENCES: Preferences = parsePreferences({});

export function loadPreferences(): Preferences {
  return parsePreferences(readJson(PREFERENCES_STORAGE_KEY));
}

export function savePreferences(preferences: Preferences): void {
  writeJson(PREFERENCES_STORAGE_KEY, parsePreferences(preferences));
}

export const preferencesStore = createStoredStore<Preferences>(loadPreferences, savePreferences);

export function updatePreferences(patch: Partial<Preferences>): void {
  preferencesStore.set((current) => ({ ...current, ...patch }));
}

export function usePreferences(): Preferences {
  return useStore(preferencesStore);
}
