import { z } from 'zod';
import { PersonRefSchema } from './actor.js';
import { can, type AppAbility, type Action, type Subject } from './permissions.js';
import { MESSAGES } from './messages.js';
import { singleLineText } from './validation.js';

/**
 * API keys (decision 0105): a machine acting on one site with a chosen subset of its creator's
 * rights there. The secret is shown once; the server keeps its SHA-256 only.
 */
export const API_KEY_PREFIX = 'pk_live_';
/** How much of a key is kept in clear to tell keys apart in the list (`pk_live_AbCd`). */
export const API_KEY_SHOWN_LENGTH = API_KEY_PREFIX.length + 4;
export const API_KEY_NAME_MAX = 80;
/** Live keys one site may hold: a list a person reads, never paged. */
export const API_KEYS_PER_SITE_MAX = 50;

/**
 * The rights a key may carry, per subject: site-level rights only. Never `manage`/`all`, never
 * `impersonate`, never the keys' own subject: a key cannot make keys or act as a person.
 */
export const API_KEY_RIGHTS = {
  jobs: ['read', 'create', 'update', 'delete', 'approve', 'export'],
  applications: ['read', 'create', 'update', 'delete', 'export'],
  employers: ['read', 'create', 'update', 'delete', 'approve', 'export'],
  'employer-users': ['read', 'create', 'update', 'delete'],
  seekers: ['read', 'update', 'delete', 'export'],
  consultants: ['read', 'create', 'update', 'delete', 'export'],
  tags: ['read', 'create', 'update', 'delete'],
  credits: ['read', 'create', 'grant', 'export'],
  pricing: ['read', 'update'],
  settings: ['read', 'update'],
  audit: ['read', 'export'],
} as const satisfies Partial<Record<Subject, readonly Action[]>>;

export type ApiKeySubject = keyof typeof API_KEY_RIGHTS;

/** Every right a key may carry, as a permission entry `subject.action`, in the catalogue's order. */
export const API_KEY_ENTRIES: readonly string[] = Object.entries(API_KEY_RIGHTS).flatMap(([subject, actions]) =>
  actions.map((action) => `${subject}.${action}`),
);
const entrySet: ReadonlySet<string> = new Set(API_KEY_ENTRIES);
export const isApiKeyEntry = (entry: string): boolean => entrySet.has(entry);

/** An entry's subject and action (entries of the catalogue only). */
export function splitApiKeyEntry(entry: string): { subject: Subject; action: Action } {
  const dot = entry.lastIndexOf('.');
  return { subject: entry.slice(0, dot) as Subject, action: entry.slice(dot + 1) as Action };
}

/**
 * The entries of `entries` that `siteAbility` (a person's rights at one site: their account's and
 * the site's memberships, never an employer's) allows: what a key of theirs may carry there, and
 * what a key of theirs still carries while they hold it (decision 0105).
 */
export function heldApiKeyEntries(siteAbility: AppAbility, entries: readonly string[] = API_KEY_ENTRIES): string[] {
  return entries.filter((entry) => {
    if (!isApiKeyEntry(entry)) return false;
    const { subject, action } = splitApiKeyEntry(entry);
    return can(siteAbility, action, subject);
  });
}

export const ApiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The key's first characters (`pk_live_AbCd`), to tell it apart; the rest is never shown again. */
  prefix: z.string(),
  /** The rights it was given, `subject.action`; it acts with those its creator still holds. */
  rights: z.array(z.string()),
  created_by: PersonRefSchema.nullable(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  expires_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

export const ApiKeyListSchema = z.object({ data: z.array(ApiKeySchema) });
export const ApiKeyDataSchema = z.object({ data: ApiKeySchema });

/** The answer to a creation: the key itself, once. */
export const CreatedApiKeySchema = z.object({ data: ApiKeySchema.extend({ key: z.string() }) });
export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>['data'];

export const CreateApiKeySchema = z.object({
  name: singleLineText(API_KEY_NAME_MAX),
  /** Each a right of the catalogue the creator holds on the site (else 422 on `rights.N`). */
  rights: z
    .array(z.string().refine(isApiKeyEntry, { message: MESSAGES.invalid }))
    .min(1)
    .max(API_KEY_ENTRIES.length)
    .transform((rights) => [...new Set(rights)]),
  /** When the key stops working; in the future; none: until revoked. */
  expires_at: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type CreateApiKey = z.infer<typeof CreateApiKeySchema>;
export type CreateApiKeyInput = z.input<typeof CreateApiKeySchema>;

/**
 * The settings form: the expiry as a calendar day (empty: none), the key working through its end
 * (UTC); `apiKeyBodyOf` turns it into the request's body.
 */
export const ApiKeyFormSchema = CreateApiKeySchema.omit({ expires_at: true }).extend({
  expires_on: z.union([z.literal(''), z.iso.date()]),
});
export type ApiKeyFormInput = z.input<typeof ApiKeyFormSchema>;

export const apiKeyBodyOf = ({ expires_on, ...rest }: z.output<typeof ApiKeyFormSchema>): CreateApiKeyInput => ({
  ...rest,
  expires_at: expires_on ? `${expires_on}T23:59:59Z` : null,
});

export const ApiKeyParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
