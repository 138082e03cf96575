import fc from 'fast-check';
import { z } from 'zod';
import { HEADERS } from '@portal/contract';
import { createForeignTenant } from './foreign-tenant.js';
import { ENTERPRISE_KEY, type TestAppHandle } from './helper.js';
import { seekerOfSite } from './impersonation-helper.js';
import { hostileRequest, nameOf, type HostileRequest, type OwnWorld } from './hostile-requests.js';
import { databaseDigester } from './tenant-checksum.js';

/** Routes the walk leaves out, each with the reason. */
export const NOT_WALKED: Record<string, string> = {
  // Answers with an endless event stream while signed in; notification-stream-caps.test.ts bounds it.
  'GET /portal/v1/notifications/stream': 'an endless event stream',
};

/** What a body must never show, whatever the request (unless the request itself sent it). */
const LEAKS: [string, RegExp][] = [
  ['a stack trace', /\n\s+at \S|\bat (?:async )?[\w$.<>]+ \((?:file:|node:|\/)/],
  ['a source file', /[\w-]+\.(?:ts|js|mjs|cjs):\d+/],
  ['a file path', /(?:^|[\s"'(])\/(?:work|home|root|usr|tmp|var|srv|opt|app)\/|node_modules|[A-Z]:\\\\/],
  [
    'SQL text',
    /\bselect\s[^"]{1,200}\sfrom\s|\binsert\s+into\b|\bupdate\s+"?\w+"?\s+set\b|\bdelete\s+from\b|syntax error at or near|violates [\w -]*constraint|duplicate key value|invalid input syntax|\brelation "|\bcolumn "[^"]+" (?:of|does)/i,
  ],
  [
    'internal error text',
    /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|ZodError|FST_ERR_\w+|ECONNREFUSED|ENOENT|EACCES|PGlite|drizzle)\b|Cannot read propert|is not a function|is not defined|undefined is not|Unexpected token|in JSON at position/i,
  ],
];

/** Laravel's 422: the sentence and, per field, the messages. */
const Laravel422 = z.strictObject({
  message: z.string().min(1),
  errors: z.record(z.string(), z.array(z.string().min(1)).min(1)).refine((errors) => Object.keys(errors).length > 0),
});
/** Any other refusal: a sentence, and field errors only where a rule names a field. */
const LaravelError = z.strictObject({
  message: z.string().min(1),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

/** The text a request sent, decoded where it can be: a body that echoes it leaks nothing. */
function sentText(req: HostileRequest): string {
  let url = req.url;
  try {
    url = decodeURIComponent(req.url);
  } catch {
    // A malformed escape stays as sent.
  }
  return `${req.url}\n${url}\n${req.payload ?? ''}\n${Object.values(req.scope).join('\n')}`;
}

/** A description of the request, for a failure message. */
const described = (req: HostileRequest) =>
  `${req.method} ${req.url.slice(0, 300)} as ${req.as} [${req.hostile.join('; ')}]` +
  (req.payload ? ` body ${req.payload.slice(0, 300)}` : '');

/** Signs in once and again only when a request ended the session (a logout, a revoked token). */
function callers(t: TestAppHandle, world: OwnWorld) {
  const tokens: Partial<Record<'staff' | 'candidate', string>> = {};
  return {
    async token(as: HostileRequest['as']): Promise<{ token?: string; fresh: boolean }> {
      if (as === 'anonymous') return { fresh: false };
      const kept = tokens[as];
      if (kept) return { token: kept, fresh: false };
      const staff = tokens.staff ?? (await t.login('owner@acme.test'));
      tokens.staff = staff;
      if (as === 'staff') return { token: staff, fresh: true };
      const res = await t.request({
        method: 'POST',
        // A seeded candidate with applications: the walk's own seeker may be deleted by then.
        url: `/portal/v1/impersonate/seekers/${await seekerOfSite(t, 'acme/careers')}`,
        token: staff,
        scope: { sid: world.site },
        payload: { redirect_path: '/' },
      });
      if (res.statusCode !== 200) throw new Error(`a candidate's look: ${res.statusCode} ${res.body}`);
      tokens.candidate = res.json<{ access_token: string }>().access_token;
      return { token: tokens.candidate, fresh: true };
    },
    forget(as: HostileRequest['as']) {
      if (as !== 'anonymous') tokens[as] = undefined;
    },
  };
}

/** The own site's records (created as the walk's own), its selection and its body limit. */
export async function ownWorld(t: TestAppHandle): Promise<OwnWorld> {
  return {
    ids: await createForeignTenant(t, 'owner@acme.test', 'acme/careers'),
    domain: 'localhost',
    site: t.ids.site('acme/careers'),
    account: await t.ids.account('Acme'),
    jsonLimit: t.deps.config.JSON_BODY_LIMIT_KB * 1024,
  };
}

export interface WalkFigures {
  routes: number;
  requests: number;
  byStatus: Record<string, number>;
  /** Routes that answered at least one request with a 2xx (the handler was reached and agreed). */
  accepted: number;
}

/**
 * Sends `perRoute` generated requests to every /portal route of the route table (fast-check, one
 * property per route) and checks each answer: no 5xx, nothing internal in the body, a Laravel 422,
 * and a refused request leaves the database as it was. A failure names the route and how to run
 * it again: `HOSTILE_ROUTE='<method> <path>' HOSTILE_SEED=<seed> HOSTILE_PATH=<path>`.
 */
export async function hostileWalk(t: TestAppHandle, world: OwnWorld, perRoute: number): Promise<WalkFigures> {
  const only = process.env.HOSTILE_ROUTE;
  const seed = process.env.HOSTILE_SEED ? Number(process.env.HOSTILE_SEED) : Date.now() % 2 ** 31;
  const path = process.env.HOSTILE_PATH;
  const routes = t.routes.filter(
    (route) =>
      route.config.api === true &&
      route.method !== 'HEAD' &&
      !NOT_WALKED[nameOf(route)] &&
      (!only || nameOf(route) === only),
  );
  if (only && routes.length === 0) throw new Error(`HOSTILE_ROUTE: no route ${only}`);
  const who = callers(t, world);
  const repoRoot = process.cwd();
  const figures: WalkFigures = { routes: routes.length, requests: 0, byStatus: {}, accepted: 0 };
  const accepted = new Set<string>();
  const databaseDigest = await databaseDigester(t.deps.db);
  let digest: Record<string, string> | undefined;

  const check = async (req: HostileRequest) => {
    const { token, fresh } = await who.token(req.as);
    if (fresh || !digest) digest = await databaseDigest();
    const before = digest;
    const res = await t.app.inject({
      method: req.method,
      url: req.url,
      headers: {
        [HEADERS.enterprise]: ENTERPRISE_KEY,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        'idempotency-key': crypto.randomUUID(),
        ...req.scope,
        ...req.headers,
      },
      payload: req.payload,
      remoteAddress: req.remoteAddress,
    });
    figures.requests++;
    const status = res.statusCode;
    figures.byStatus[`${Math.floor(status / 100)}xx`] = (figures.byStatus[`${Math.floor(status / 100)}xx`] ?? 0) + 1;
    if (status < 300) accepted.add(req.route);
    if (status === 401) who.forget(req.as);
    const fail = (what: string) => {
      throw new Error(`${what}\n  request: ${described(req)}\n  answer: ${status} ${res.body.slice(0, 1000)}`);
    };
    if (status >= 500) fail(`a ${status}`);
    const body = res.body;
    const sent = sentText(req);
    for (const [what, pattern] of status >= 400 ? LEAKS : LEAKS.slice(0, 1).concat(LEAKS.slice(4))) {
      const found = body.match(pattern)?.[0];
      if (found && !sent.includes(found)) fail(`${what} in the body (${JSON.stringify(found)})`);
    }
    if (body.includes(repoRoot)) fail('a file path in the body');
    if (status >= 400) {
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        fail('a refusal that is not JSON');
      }
      const shape = (status === 422 ? Laravel422 : LaravelError).safeParse(json);
      if (!shape.success) fail(`a ${status} that is not Laravel-shaped: ${shape.error.message}`);
    }
    digest = await databaseDigest();
    if (status >= 400) {
      const changed = Object.keys({ ...before, ...digest }).filter((table) => before[table] !== digest?.[table]);
      if (changed.length) fail(`a refused request changed ${changed.join(', ')}`);
    }
  };

  for (const [i, route] of routes.entries()) {
    const routeSeed = (seed + i) % 2 ** 31;
    const details = await fc.check(fc.asyncProperty(hostileRequest([route], world), check), {
      numRuns: perRoute,
      seed: routeSeed,
      ...(path ? { path } : {}),
    });
    if (details.failed) {
      const error =
        details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
      throw new Error(
        `${nameOf(route)}: ${error}\n  run it again: HOSTILE_ROUTE='${nameOf(route)}' HOSTILE_SEED=${routeSeed} ` +
          `HOSTILE_PATH=${details.counterexamplePath}`,
      );
    }
  }
  figures.accepted = accepted.size;
  return figures;
}
