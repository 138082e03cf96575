import { and, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { auditActionNames, type AuditListQuery } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { equalsWhenGiven } from '../../db/list-query.js';
import { apiKeys, auditEvents, users } from '../../db/schema/index.js';
import { impersonators, personOf } from '../../lib/resource/people-repository.js';
import { scopedRepository } from '../../lib/resource/scoped-repository.js';

/** `from`/`to` are UTC calendar days, both inclusive. */
const startOfDay = (day: string) => sql`(${day}::date)::timestamp at time zone 'UTC'`;
const startOfNextDay = (day: string) => sql`(${day}::date + 1)::timestamp at time zone 'UTC'`;

const withPeople = (db: Db) =>
  db
    .select({
      event: auditEvents,
      actor: personOf(users),
      impersonator: personOf(impersonators),
      apiKey: { id: apiKeys.id, name: apiKeys.name },
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actor_id))
    .leftJoin(impersonators, eq(impersonators.id, auditEvents.impersonator_id))
    // The key a change was made with (decision 0105): a key of the row's own site only.
    .leftJoin(apiKeys, and(eq(apiKeys.id, auditEvents.api_key_id), eq(apiKeys.site_id, auditEvents.site_id)));

/**
 * A site's audit, newest first, each row with who acted, who was behind them and the API key used. Only the site's
 * rows, whoever asks (an account owner selects another site to read its audit); every filter has
 * an index that starts with the site (decision 0095). A person matches as actor or impersonator.
 */
export const auditRows = scopedRepository({
  table: auditEvents,
  key: auditEvents.id,
  scope: (s: { siteId: number }) => eq(auditEvents.site_id, s.siteId),
  owner: (s: { siteId: number }) => ({ site_id: s.siteId }),
  record: (db: Db) => withPeople(db).$dynamic(),
  list: {
    // The search names one record by its key (uuid or id), exactly: an index, never a scan.
    search: (term: string) => eq(auditEvents.subject_id, term),
    filters: ({ person, action, subject, subject_id, from, to }: AuditListQuery['filter']) => [
      person === undefined
        ? undefined
        : (or(eq(auditEvents.actor_id, person), eq(auditEvents.impersonator_id, person)) as SQL),
      // An action also matches the older names it was recorded under (`create` for `created`).
      action === undefined ? undefined : inArray(auditEvents.action, auditActionNames(action)),
      equalsWhenGiven(auditEvents.subject, subject),
      equalsWhenGiven(auditEvents.subject_id, subject_id),
      from ? gte(auditEvents.created_at, startOfDay(from)) : undefined,
      to ? lt(auditEvents.created_at, startOfNextDay(to)) : undefined,
    ],
    sorts: { created_at: auditEvents.created_at },
    defaultSort: '-created_at' as NonNullable<AuditListQuery['sort']>,
  },
});

export type AuditRow = Awaited<ReturnType<ReturnType<typeof withPeople>['execute']>>[number];
