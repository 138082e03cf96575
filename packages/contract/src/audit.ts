import { z } from 'zod';
import { ActorSchema } from './actor.js';
import { IsoDateSchema } from './credits.js';
import { listQuerySchema, pageOf } from './list.js';
import type { ResourceSchemas } from './resource.js';

/**
 * The audit log (decision 0095): every state change of a site, who made it (and as whom, when
 * through an impersonation), the fields it changed with their values before and after, when and
 * from which client address. Append-only; read by account owners and admins and site admins.
 */
export const AuditChangeSchema = z.object({ from: z.unknown(), to: z.unknown() });
/** The fields a change changed, each before and after, as the writer stores them. */
export type AuditChanges = Record<string, { from: unknown; to: unknown }>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  /** null: the product itself (a scheduled expiry, the worker) or a user since deleted. */
  actor: ActorSchema.nullable(),
  /** The API key the change was made with (decision 0105), shown "API key ‘name’"; null otherwise. */
  api_key: z.object({ id: z.number().int(), name: z.string() }).nullable().default(null),
  action: z.string(),
  /** The kind of record (`job`, `employer`, `seeker`…) and its key (uuid or id). */
  subject: z.string(),
  subject_id: z.string(),
  /** Each changed field: `{from, to}`; empty when the action changed no named field. */
  changes: z.record(z.string(), AuditChangeSchema),
  details: z.record(z.string(), z.unknown()),
  client_address: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AUDIT_SORTS = ['created_at'] as const;

/** The kinds of record the product audits today, as the page's subject filter offers them. */
export const AUDIT_SUBJECTS = [
  'job',
  'application',
  'seeker',
  'employer',
  'consultant',
  'product',
  'tag',
  'field-option',
  'application-stage',
  'mail-template',
  'settings',
  'credits',
  'credit_pricing',
  'discount_tiers',
  'account',
  'user',
  'export',
  'api-key',
] as const;

/**
 * Every action the product records, as written in the rows: the API's writers accept only these
 * (`recordAudit`, `auditFor`), and the page names each in the reader's language and offers them as a
 * filter. The status moves of jobs, employers, candidates, consultants and products are recorded
 * under their transition's name.
 */
export const AUDIT_ACTIONS = [
  'created',
  'updated',
  'deleted',
  'renamed',
  'reordered',
  'retired',
  'restored',
  'published',
  'resubmitted',
  'cloned',
  'reset',
  'expire',
  'unlist',
  'relist',
  'approve',
  'reject',
  'enable',
  'disable',
  'activate',
  'deactivate',
  'apply',
  'status_changed',
  'stage_changed',
  'tags_added',
  'tagged',
  'visa_type_changed',
  'desired_work_type_changed',
  'feedback_added',
  'flags_dismissed',
  'purge',
  'erased',
  'data_exported',
  'retention_warned',
  'impersonate',
  'requested',
  'purchased',
  'payment_kept_as_credits',
  'grant',
  'revoke',
  'general-updated',
  'branding-updated',
  'feeds-updated',
  'user-invited',
  'invitation-revoked',
  'user-added',
  'user-removed',
  'user-disabled',
  'user-enabled',
  'user-role-changed',
  'user-role-removed',
  'avatar_changed',
  'avatar_removed',
  'password_changed',
  'password_reset_sent',
  'revoked',
  'secret_rotated',
  'redelivered',
  'disabled',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Names products and credit prices were recorded under before every writer said `created`, `updated`, `deleted`. */
export const AUDIT_ACTION_ALIASES: Readonly<Record<string, AuditAction>> = Object.freeze(
  Object.assign(Object.create(null) as Record<string, AuditAction>, {
    create: 'created',
    update: 'updated',
    delete: 'deleted',
  }),
);

/** The action a row's name stands for: itself, or the one an older name aliases. */
export const auditActionOf = (name: string): string => AUDIT_ACTION_ALIASES[name] ?? name;

/** Every name an action was recorded under (the filter matches them all). */
export const auditActionNames = (action: string): string[] => [
  action,
  ...Object.keys(AUDIT_ACTION_ALIASES).filter((alias) => AUDIT_ACTION_ALIASES[alias] === action),
];

/** A name of the audit's filters: a kind of record or an action, as written in the rows. */
const auditName = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9_.-]+$/);

/**
 * `GET /v1/audit` (newest first): `filter[person]` matches who acted or who was behind them,
 * `filter[subject]` (with `filter[subject_id]`) one kind of record or one record, `filter[from]`
 * and `filter[to]` the days (UTC) the change was made in.
 */
export const AuditListQuerySchema = listQuerySchema(AUDIT_SORTS, {
  person: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  action: auditName.optional(),
  subject: auditName.optional(),
  subject_id: z.string().trim().min(1).max(64).optional(),
  from: IsoDateSchema.optional(),
  to: IsoDateSchema.optional(),
});
export type AuditListQuery = z.infer<typeof AuditListQuerySchema>;
export const AuditPageSchema = pageOf(AuditEntrySchema);

/** `POST /v1/audit/export`: the audit's filters, every page. */
export const ExportAuditSchema = AuditListQuerySchema.omit({ page: true, per_page: true });

/** The audit as a resource (decision 0031): a list and its export. */
export const AUDIT_RESOURCE = {
  query: AuditListQuerySchema,
  page: AuditPageSchema,
  export: ExportAuditSchema,
} satisfies ResourceSchemas;
