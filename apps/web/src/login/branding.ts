import type { Branding } from '@portal/contract';
import { DEFAULT_BRANDING, DEFAULT_TITLE, versionedStylesheet } from '@portal/contract/branding-defaults';
import { HEADERS, LOCALES, UI } from '@portal/contract/constants';
import { env } from '../config/env';
import { DEFAULT_FAVICON, ensureLink, FAVICON_ID, STYLESHEET_ID } from '../lib/document-head';
import { writeJson } from '../lib/storage';
import { BRANDING_STORAGE_KEY } from '../lib/storage-keys';
import type { ColorMode } from '../lib/palette';
import { primaryColors } from './colors';
import type { LoginPreferences } from './preferences';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function pageTexts(value: unknown): Branding['branding']['login'] {
  return isObject(value) ? { title: text(value.title), subtitle: text(value.subtitle) } : null;
}

/** The fields of the branding record this page uses, checked by hand (no zod here). */
function toBranding(body: unknown): Branding {
  if (!isObject(body) || !isObject(body.branding) || !isObject(body.branding.colors) || !isObject(body.settings)) {
    throw new Error('Unexpected branding response');
  }
  const { colors } = body.branding;
  const { settings } = body;
  const defaults = DEFAULT_BRANDING.branding.colors;
  return {
    ...DEFAULT_BRANDING,
    id: typeof body.id === 'number' ? body.id : null,
    name: text(body.name) ?? '',
    title: text(body.title) ?? '',
    logo_square: text(body.logo_square),
    favicon: text(body.favicon),
    branding: {
      ...DEFAULT_BRANDING.branding,
      colors: {
        primary_color: text(colors.primary_color) ?? defaults.primary_color,
        primary_darken_color: text(colors.primary_darken_color) ?? defaults.primary_darken_color,
        stylesheet: text(colors.stylesheet),
        stylesheet_version: typeof colors.stylesheet_version === 'number' ? colors.stylesheet_version : null,
      },
      login: pageTexts(body.branding.login),
    },
    settings: {
      ...DEFAULT_BRANDING.settings,
      translation_enabled: settings.translation_enabled === true,
      languages: Array.isArray(settings.languages)
        ? LOCALES.filter((locale) => (settings.languages as unknown[]).includes(locale))
        : [...LOCALES],
      default_locale: LOCALES.find((locale) => locale === settings.default_locale) ?? 'en',
    },
  };
}

/** Branding for this host (spec §1); any failure is logged and the defaults are used silently. */
export async function fetchBranding(domain: string): Promise<Branding> {
  try {
    const response = await fetch(`${env.apiBase}/accounts/branding?${new URLSearchParams({ domain }).toString()}`, {
      headers: { Accept: 'application/json', [HEADERS.enterprise]: env.enterpriseKey },
    });
    if (!response.ok) throw new Error(`Branding request answered ${response.status}`);
    const body: unknown = await response.json();
    const branding = toBranding(body);
    // The SPA shows this record at once after sign-in, while it fetches a fresh one (lib/boot.ts).
    writeJson(BRANDING_STORAGE_KEY, { domain, branding: body });
    return branding;
  } catch (error) {
    console.error('Branding could not be loaded; using the defaults.', error);
    return DEFAULT_BRANDING;
  }
}

/** Title, favicon and the versioned branding stylesheet, as the SPA's BrandingHead sets them. */
export function applyBrandingHead(branding: Branding): void {
  document.title = branding.title || DEFAULT_TITLE;
  ensureLink(FAVICON_ID, 'icon').href = branding.favicon || DEFAULT_FAVICON;
  const stylesheet = branding.branding.colors.stylesheet;
  const version = branding.branding.colors.stylesheet_version;
  if (stylesheet) ensureLink(STYLESHEET_ID, 'stylesheet').href = versionedStylesheet(stylesheet, version);
}

/**
 * The colour scheme, the skin and the primary colour (the user's override, else the branding's,
 * else the interface default) as <html> attributes and CSS variables.
 */
export function applyTheme(brandingPrimary: string | null, preferences: LoginPreferences, mode: ColorMode): void {
  const override = mode === 'dark' ? preferences.darkPrimaryColor : preferences.lightPrimaryColor;
  const { primary, onPrimary } = primaryColors(override ?? brandingPrimary ?? UI.themePrimary, UI.themePrimary, mode);
  const root = document.documentElement;
  root.dataset.theme = mode;
  root.dataset.skin = preferences.skin;
  root.style.colorScheme = mode;
  root.style.setProperty('--primary', primary);
  root.style.setProperty('--on-primary', onPrimary);
}

/** What `applyTheme` set on <html>, removed when the app takes over the document (app-handover.ts). */
export function clearTheme(): void {
  const root = document.documentElement;
  delete root.dataset.theme;
  delete root.dataset.skin;
  root.style.removeProperty('color-scheme');
  root.style.removeProperty('--primary');
  root.style.removeProperty('--on-primary');
}
