import { randomUUID } from 'node:crypto';
import { gt, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { MESSAGES } from '@portal/contract';
import { queryRows } from '../src/db/client.js';
import { mailOutbox } from '../src/db/schema/index.js';
import { runExport } from '../src/modules/exports/index.js';
import { createForeignTenant, type ForeignIds } from './foreign-tenant.js';
import { leakIn } from './foreign-markers.js';
import type { AppRoute, TestAppHandle } from './helper.js';
import { allowedTo, OWN_ACCOUNT, OWN_SITE, type SeededRole } from './role-matrix.js';
import { OWN_ROWS, ownScope, type Scope, type World } from './isolation-world.js';
import { otherTenantsDigest } from './tenant-checksum.js';
import { accountRightOf, CALLS, declaredRight, nameOf, ordered, tenantRightOf, urlWith } from './tenant-routes.js';

/**
 * The isolation walk (decision 0098): every private route of the route table, as every seeded
 * role, with its own records, with another site's and another account's records, and with
 * selections it lacks. Each answer is the one the route's declared right gives the role, and no
 * body, export file or mail a call caused holds anything of another tenant.
 */

/**
 * The app the walk calls: a content editor configured (its token route answers), and mail budgets
 * no walk of every role reaches, so each answer is the right's and the record's, not a budget's.
 */
export const ISOLATION_ENV = {
  CMS_URL: 'https://cms.example.test',
  FORGOT_PASSWORD_MAX_PER_ADDRESS: '1000',
  INVITATIONS_MAX_PER_USER: '1000',
};

/** What one role's walk tried, for the figures in docs/reliability.md. */
export interface Tally {
  calls: number;
  exports: number;
  mails: number;
  /** Where the role's own records' marker showed: the check sees a marker where one is. */
  ownSeen: { body: number; export: number; mail: number };
  problems: string[];
}

/** A list answer: its page's rows must be the whole total when the page holds them all. */
function countProblem(res: LightMyRequestResponse): string | undefined {
  if (!String(res.headers['content-type']).includes('json')) return undefined;
  const body = res.json<{ data?: unknown; meta?: { total?: unknown; per_page?: unknown } }>();
  const { data, meta } = body;
  if (!Array.isArray(data) || typeof meta?.total !== 'number' || typeof meta.per_page !== 'number') return undefined;
  if (meta.total > meta.per_page) return undefined;
  return meta.total === data.length ? undefined : `total ${meta.total} but ${data.length} rows`;
}

/** What a role's walk tries: see `walkRole`. */
export interface Phases {
  counts: boolean;
  own: boolean;
  foreign: boolean;
  selections: boolean;
}
export const ALL_PHASES: Phases = { counts: true, own: true, foreign: true, selections: true };

/** Walks the routes as one role; returns what it tried and every problem found (none expected). */
export async function walkRole(
  t: TestAppHandle,
  world: World,
  role: SeededRole,
  routes: AppRoute[],
  phases: Phases = ALL_PHASES,
): Promise<Tally> {
  const tally: Tally = { calls: 0, exports: 0, mails: 0, ownSeen: { body: 0, export: 0, mail: 0 }, problems: [] };
  const ownMarker = `zzown-${role.role}`;
  const problem = (text: string) => tally.problems.push(`${role.role} (${role.email}): ${text}`);
  const acme = await t.ids.account(OWN_ACCOUNT);
  const globex = await t.ids.account('globex');
  const own = ownScope(world, role);

  /** The other tenants' markers a call must not show: another site's too, unless the role reaches it. */
  const forbiddenFor = (route: AppRoute) =>
    role.level === 'account' && !tenantRightOf(route)
      ? [world.otherAccount.markers]
      : [world.otherAccount.markers, world.otherSite.markers];

  function checkText(label: string, where: keyof Tally['ownSeen'], text: string, route: AppRoute) {
    if (text.includes(ownMarker)) tally.ownSeen[where] += 1;
    for (const markers of forbiddenFor(route)) {
      const found = leakIn(text, markers);
      if (found) problem(`${label}: ${markers.label}'s ${found} in its ${where}`);
    }
  }

  /** One call, its export file and its mails checked for the other tenants' markers. */
  async function call(route: AppRoute, label: string, url: string, token: string, scope: Scope, payload?: object) {
    tally.calls += 1;
    const withPage = route.method === 'GET' && route.inputs.includes('querystring') ? `${url}?per_page=100` : url;
    const res = await t.request({
      method: route.method,
      url: withPage,
      token,
      scope,
      ...(payload ? { payload } : {}),
      headers: { 'idempotency-key': randomUUID() },
    });
    if (res.statusCode >= 500) problem(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    checkText(label, 'body', res.body, route);
    const counted = res.statusCode === 200 ? countProblem(res) : undefined;
    if (counted) problem(`${label}: ${counted}`);
    if (res.statusCode === 202 && route.url.endsWith('/export')) {
      const id = res.json<{ data: { id: string } }>().data.id;
      await runExport(t.deps, id);
      const file = await t.request({ method: 'GET', url: `/portal/v1/exports/${id}/download`, token, scope });
      if (file.statusCode !== 200) problem(`${label}: its export answered ${file.statusCode}`);
      tally.exports += 1;
      checkText(label, 'export', file.body, route);
    }
    const mails = await t.deps.db.select().from(mailOutbox).where(gt(mailOutbox.id, world.lastMail));
    for (const mail of mails) {
      tally.mails += 1;
      world.lastMail = Math.max(world.lastMail, mail.id);
      const text = [mail.to_address, mail.subject, mail.text_body, mail.html_body ?? ''].join('\n');
      checkText(`${label} (a mail to ${mail.to_address})`, 'mail', text, route);
    }
    return res;
  }

  const payloadOf = (route: AppRoute, ids: ForeignIds) =>
    CALLS[nameOf(route)]?.body?.(ids) ?? (['GET', 'DELETE'].includes(route.method) ? undefined : {});
  const isRefusal = (res: LightMyRequestResponse, status: number, message: string) =>
    res.statusCode === status && res.json<{ message?: string }>().message === message;

  async function untouched(phase: string) {
    const now = await otherTenantsDigest(t.deps.db, world.careers);
    const changed = Object.keys(world.digest).filter((table) => now[table] !== world.digest[table]);
    if (changed.length) problem(`${phase} wrote other tenants' rows in ${changed.join(', ')}`);
    // Reported once: the next phase compares with what this one left.
    world.digest = now;
  }

  /** The mails the walk's own set-up queued are no call's. */
  async function skipMails() {
    const [mail] = await queryRows<{ last: number | null }>(t.deps.db, sql`select max(id) as last from mail_outbox`);
    world.lastMail = Number(mail?.last ?? 0);
  }

  if (phases.counts) {
    // The site's GET answers (lists, totals, the dashboard's counts) are the own tenant's alone: new
    // records in both other tenants change none of them. An answer that moves by itself is left out.
    const token = await t.login(role.email);
    const reads = routes.filter(
      (route) =>
        route.method === 'GET' &&
        !route.url.includes('/:') &&
        tenantRightOf(route) &&
        allowedTo(role, declaredRight(route)),
    );
    const answers = async () => {
      const bodies = new Map<string, string>();
      for (const route of reads)
        bodies.set(nameOf(route), (await call(route, `${nameOf(route)} own`, route.url, token, own)).body);
      return bodies;
    };
    const before = await answers();
    const again = await answers();
    for (const [label, owner, site] of [
      ['account', 'owner@globex.test', 'globex/talent'],
      ['site', 'owner@acme.test', 'acme/jobs'],
    ] as const) {
      const marker = `zzforeign-${label}-${role.role}`;
      await createForeignTenant(t, owner, site, { marker });
      (label === 'account' ? world.otherAccount : world.otherSite).markers.strings.push(marker);
    }
    world.digest = await otherTenantsDigest(t.deps.db, world.careers);
    await skipMails();
    const after = await answers();
    for (const [name, body] of before) {
      if (again.get(name) === body && after.get(name) !== body) {
        problem(`${name}: the answer changed when other tenants' records were added`);
      }
    }
  }

  if (phases.own) {
    // Own records of the role's reach: its employer's for an employer's member, a new employer's otherwise.
    const mine = await createForeignTenant(t, 'owner@acme.test', OWN_SITE, {
      marker: `zzown-${role.role}`,
      user: role.email,
      ...(role.level === 'employer' ? { employer: world.bakery } : {}),
    });
    await skipMails();
    const token = await t.login(role.email);
    for (const route of ordered(routes)) {
      const name = nameOf(route);
      const scope = accountRightOf(route) ? { aid: acme } : own;
      const res = await call(route, `${name} own`, urlWith(route, mine), token, scope, payloadOf(route, mine));
      const right = declaredRight(route);
      const allowed = allowedTo(role, right);
      const ownRows = OWN_ROWS[name];
      if (ownRows && res.statusCode === 200) {
        const reach = { site: world.careers, ...(own.empid ? { employer: own.empid } : {}) };
        const [rows] = await queryRows<{ n: number }>(t.deps.db, ownRows(reach));
        const total = res.json<{ meta: { total: number } }>().meta.total;
        if (total !== rows?.n) problem(`${name}: total ${total}, the own tenant holds ${rows?.n}`);
      }
      if (allowed && [401, 403, 404].includes(res.statusCode)) {
        problem(`${name} with its own records: ${res.statusCode}, the declared right allows it`);
      }
      const refusal = right && 'candidate' in right ? [401, MESSAGES.unauthenticated] : [403, MESSAGES.unauthorized];
      if (!allowed && !isRefusal(res, ...(refusal as [number, string]))) {
        problem(
          `${name} with its own records: ${res.statusCode} ${res.body.slice(0, 120)}, the declared right refuses it`,
        );
      }
    }
    await untouched('own calls');
  }

  if (phases.foreign) {
    const token = await t.login(role.email);
    for (const [label, other] of [
      ['another account', world.otherAccount],
      ['another site', world.otherSite],
    ] as const) {
      for (const route of routes) {
        const name = nameOf(route);
        const right = declaredRight(route);
        if (right && 'candidate' in right) continue;
        // Another site of the own account is the account's own to its users and sites.
        if (accountRightOf(route) && label === 'another site') continue;
        if (!route.url.includes('/:') && !CALLS[name]?.body) continue;
        const scope = accountRightOf(route) ? { aid: acme } : own;
        const res = await call(
          route,
          `${name} with ${label}'s ids`,
          urlWith(route, other.ids),
          token,
          scope,
          payloadOf(route, other.ids),
        );
        const expected = allowedTo(role, right) ? (CALLS[name]?.expect ?? 404) : 403;
        if (res.statusCode !== expected)
          problem(`${name} with ${label}'s ids: ${res.statusCode}, expected ${expected}`);
      }
    }
    await untouched(`calls with other tenants' ids`);
  }

  if (phases.selections) {
    const token = await t.login(role.email);
    const tenantSelections: Scope[] = [
      { sid: world.otherAccount.site },
      { sid: world.careers, empid: world.otherAccount.ids.employer },
      ...(role.level === 'account' ? [] : [{ sid: world.otherSite.site }]),
      ...(role.level === 'employer' ? [{ sid: world.careers, empid: world.sibling }] : []),
    ];
    for (const route of routes) {
      const name = nameOf(route);
      const selections = tenantRightOf(route) ? tenantSelections : accountRightOf(route) ? [{ aid: globex }] : [];
      for (const scope of selections) {
        const res = await call(
          route,
          `${name} selecting ${JSON.stringify(scope)}`,
          urlWith(route, world.otherAccount.ids),
          token,
          scope,
          {},
        );
        if (!isRefusal(res, 403, MESSAGES.scopeRefused)) {
          problem(`${name} selecting ${JSON.stringify(scope)}: ${res.statusCode}, expected 403 (scope refused)`);
        }
      }
    }
    await untouched('calls with selections the role lacks');
  }
  return tally;
}
