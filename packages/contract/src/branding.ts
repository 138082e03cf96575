import { z } from 'zod';
import { LOCALES } from './constants.js';

const PageTextSchema = z
  .object({ title: z.string().nullable(), subtitle: z.string().nullable() })
  .nullable();

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
    }),
    login: PageTextSchema,
    forgot_password: PageTextSchema,
    register: PageTextSchema,
  }),
  settings: z.object({
    translation_enabled: z.boolean().default(false),
    default_locale: z.enum(LOCALES).default('en'),
  }),
});
export type Branding = z.infer<typeof BrandingSchema>;

export const BrandingQuerySchema = z.object({ domain: z.string().trim().min(1).max(253) });

/** The record used when the branding fetch fails (spec §3 defaults). */
export const DEFAULT_BRANDING: Branding = {
  id: null,
  name: '',
  title: '',
  logo_square: null,
  favicon: null,
  branding: {
    colors: { primary_color: '#a02fff', primary_darken_color: '#ff5b5b', stylesheet: null },
    login: null,
    forgot_password: null,
    register: null,
  },
  settings: { translation_enabled: false, default_locale: 'en' },
};

export const DEFAULT_TITLE = 'Portal';

/** The stylesheet URL with a time-stamp version parameter for cache busting. */
export function versionedStylesheet(path: string, now: number = Date.now()): string {
  return `${path}${path.includes('?') ? '&' : '?'}v=${now}`;
}
