import { z } from 'zod';
import { LOCALES, UI } from './constants.js';

const PageTextSchema = z.object({ title: z.string().nullable(), subtitle: z.string().nullable() }).nullable();

/** The branding record of spec §3, returned whole by GET /accounts/branding. */
export const BrandingSchema = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  title: z.string(),
  logo_square: z.string().nullable(),
  favicon: z.string().nullable(),
  branding: z.object({
    colors: z.object({
      primary_color: z.string(),
      primary_darken_color: z.string(),
      stylesheet: z.string().nullable(),
      /** Bumped whenever the stylesheet changes: the URL's cache-busting `v` (spec §3). */
      stylesheet_version: z.number().int().nullable().default(null),
    }),
    login: PageTextSchema,
    forgot_password: PageTextSchema,
    register: PageTextSchema,
  }),
  /** The public part of the site's general settings (decision 0015). */
  settings: z.object({
    /** Whether users may choose their language: more than one language is enabled. */
    translation_enabled: z.boolean().default(false),
    /** The languages users may choose from when translation is enabled. */
    languages: z.array(z.enum(LOCALES)).default([...LOCALES]),
    default_locale: z.enum(LOCALES).default('en'),
    snackbar_timeout_ms: z.number().int().default(UI.snackbarTimeoutMs),
  }),
});
export type Branding = z.infer<typeof BrandingSchema>;

export const BrandingQuerySchema = z.object({ domain: z.string().trim().min(1).max(253) });

// The defaults need no zod, so a client can import them alone (`@portal/contract/branding-defaults`).
export { DEFAULT_BRANDING, DEFAULT_TITLE, versionedStylesheet } from './branding-defaults.js';
