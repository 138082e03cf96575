import { z } from 'zod';
import { BrandingSchema } from './branding.js';
import { LOCALES, UI } from './constants.js';
import type { FileKind } from './files.js';
import { dataOf } from './list.js';
import { MESSAGES } from './messages.js';
import { optionalText, singleLineText } from './validation.js';

/** The tabs of the settings page (`/{account}/{site}/settings?tab=…`), in their order. */
export const SETTINGS_TABS = [
  'general',
  'branding',
  'field-options',
  'application-stages',
  'mail-templates',
  'feeds',
  'pricing',
  /** API keys and webhooks (decision 0105): shown to those who may read one of its sections. */
  'api',
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** How long the snackbar stays (spec §9 gives 5000 and 10000 ms; 5000 by default). */
export const SNACKBAR_TIMEOUT_MS = { min: 2000, max: 30000, default: UI.snackbarTimeoutMs } as const;

/** The retention a site may set, in months (decision 0100); the web offers a few of them. */
export const CANDIDATE_RETENTION_MONTHS = { min: 6, max: 120, choices: [6, 12, 24, 36, 60] } as const;

/** Whether new employer registrations and new jobs wait for approval (the "hold" lists). */
export const ApprovalPolicySchema = z.object({ employers_on_hold: z.boolean(), jobs_on_hold: z.boolean() });
export type ApprovalPolicy = z.infer<typeof ApprovalPolicySchema>;
export const DEFAULT_APPROVAL_POLICY: ApprovalPolicy = { employers_on_hold: true, jobs_on_hold: false };

const languagesField = z
  .array(z.enum(LOCALES))
  .min(1)
  .refine((list) => new Set(list).size === list.length);

/** The general tab: approval policy, languages and the snackbar timeout. */
export const GeneralSettingsSchema = z.object({
  approval: ApprovalPolicySchema,
  languages: z.array(z.enum(LOCALES)),
  default_locale: z.enum(LOCALES),
  snackbar_timeout_ms: z.number().int(),
  /** Months without activity after which a candidate is erased (decision 0100); null: never (the default). */
  candidate_retention_months: z.number().int().nullable(),
});
export type GeneralSettings = z.infer<typeof GeneralSettingsSchema>;

/** Saving the general tab: the default language must be one of the enabled ones. */
export const UpdateGeneralSettingsSchema = z
  .object({
    approval: ApprovalPolicySchema,
    languages: languagesField,
    default_locale: z.enum(LOCALES),
    snackbar_timeout_ms: z.coerce.number().int().min(SNACKBAR_TIMEOUT_MS.min).max(SNACKBAR_TIMEOUT_MS.max),
    /** Left out: the stored value stays (clients older than the setting). */
    candidate_retention_months: z
      .number()
      .int()
      .min(CANDIDATE_RETENTION_MONTHS.min)
      .max(CANDIDATE_RETENTION_MONTHS.max)
      .nullable()
      .optional(),
  })
  .refine((s) => s.languages.includes(s.default_locale), {
    path: ['default_locale'],
    message: MESSAGES.defaultLanguageDisabled,
  });
export type UpdateGeneralSettingsInput = z.input<typeof UpdateGeneralSettingsSchema>;
export type UpdateGeneralSettings = z.output<typeof UpdateGeneralSettingsSchema>;

/** A `#rrggbb` colour, kept in lower case. */
export const hexColor = () =>
  z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .transform((v) => v.toLowerCase());

/**
 * The branding's files and the kind of upload each takes (contract `FILE_KIND_RULES`): the square
 * logo, the favicon and the stylesheet.
 */
export const BRANDING_FILE_KINDS = {
  logo_square: 'logo',
  favicon: 'favicon',
  stylesheet: 'stylesheet',
} as const satisfies Record<string, FileKind>;
export type BrandingFileField = keyof typeof BRANDING_FILE_KINDS;
export const BRANDING_FILE_FIELDS = Object.keys(BRANDING_FILE_KINDS) as BrandingFileField[];

/**
 * A branding file as the settings tab shows it: an upload of the site (`id`, its URL `/files/{id}`
 * and name), or a path the deployment set before uploads existed (the demo's `/branding/…`: no id).
 */
export const BrandingFileSchema = z.object({ id: z.uuid().nullable(), url: z.string(), name: z.string() });
export type BrandingFile = z.infer<typeof BrandingFileSchema>;

/** Saving a branding file: the uuid of an upload of this site of the field's kind, or null to remove it. */
const brandingFileRef = (field: BrandingFileField) =>
  z
    .uuid()
    .nullable()
    .optional()
    .meta({
      description: `The uuid of a file uploaded to this site with kind \`${BRANDING_FILE_KINDS[field]}\` (POST /v1/forms/upload-file?kind=${BRANDING_FILE_KINDS[field]}), null to remove it; left out, it is kept.`,
    });

/** The title and subtitle of the sign-in, forgot-password or register page. */
export const PageTextsSchema = z.object({ title: z.string().nullable(), subtitle: z.string().nullable() });
export type PageTexts = z.infer<typeof PageTextsSchema>;
/** Saving a page's texts: an empty one is none (both empty: the page shows its own). */
const UpdatePageTextsSchema = z.object({ title: singleLineText(120, { optional: true }), subtitle: optionalText(300) });

/** The branding tab: the white-label record of spec §3 as its editor sees it. */
export const BrandingSettingsSchema = z.object({
  title: z.string(),
  primary_color: z.string(),
  primary_darken_color: z.string(),
  login: PageTextsSchema,
  forgot_password: PageTextsSchema,
  register: PageTextsSchema,
  logo_square: BrandingFileSchema.nullable(),
  favicon: BrandingFileSchema.nullable(),
  stylesheet: BrandingFileSchema.nullable(),
  stylesheet_version: z.number().int().nullable(),
});
export type BrandingSettings = z.infer<typeof BrandingSettingsSchema>;

/**
 * Saving the branding tab. A file that is left out keeps its value; one that is sent (an upload's
 * uuid, or null to remove it) replaces it, and a stylesheet that is sent bumps its version.
 */
export const UpdateBrandingSettingsSchema = z.object({
  title: singleLineText(120),
  primary_color: hexColor(),
  primary_darken_color: hexColor(),
  login: UpdatePageTextsSchema,
  forgot_password: UpdatePageTextsSchema,
  register: UpdatePageTextsSchema,
  logo_square: brandingFileRef('logo_square'),
  favicon: brandingFileRef('favicon'),
  stylesheet: brandingFileRef('stylesheet'),
});
export type UpdateBrandingSettings = z.infer<typeof UpdateBrandingSettingsSchema>;
export type UpdateBrandingSettingsInput = z.input<typeof UpdateBrandingSettingsSchema>;

export const SiteSettingsSchema = z.object({
  site: z.object({ id: z.number().int(), name: z.string() }),
  general: GeneralSettingsSchema,
  branding: BrandingSettingsSchema,
});
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;
export const SiteSettingsDataSchema = dataOf(SiteSettingsSchema);

/** A save's answer: the settings, and the public branding record they give the site's domains. */
export const SavedSiteSettingsSchema = z.object({ data: SiteSettingsSchema, branding: BrandingSchema });
export type SavedSiteSettings = z.infer<typeof SavedSiteSettingsSchema>;
