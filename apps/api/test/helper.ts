import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, HTTPMethods, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { HEADERS } from '@portal/contract';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { openDatabase, type Database, type LogQuery } from '../src/db/client.js';
import { DEMO_PASSWORD } from '../src/db/seed/index.js';
import { startRuntime } from '../src/runtime.js';
import type { AppDeps } from '../src/lib/resource/deps.js';
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  fillTemplate,
  TEMPLATE_ENTERPRISE_KEY,
  uniqueName,
  type TemplateKind,
} from './database-template.js';
import { resetToTemplate } from './database-reset.js';
import type { DatabaseTemplates } from './global-setup.js';

export const ENTERPRISE_KEY = 'portal-demo';

/** One method and path of the app, with the route's config as the request checks read it. */
export interface AppRoute {
  method: HTTPMethods;
  url: string;
  config: NonNullable<RouteOptions['config']>;
  /** The request parts the route validates. */
  inputs: ('params' | 'querystring' | 'body')[];
  /** The route's schema of each part it validates (zod, as the route declared it). */
  schemas: Partial<Record<'params' | 'querystring' | 'body', unknown>>;
}

export interface TestApp {
  app: FastifyInstance;
  /** Every route the app registered (HEAD routes included), from an onRoute collector. */
  routes: AppRoute[];
  deps: AppDeps;
  dataDir: string;
  /** Injects with the enterprise header, and a bearer token / scope headers when given. */
  request(
    opts: InjectOptions & { token?: string; scope?: { aid?: number; sid?: number; empid?: number } },
  ): Promise<LightMyRequestResponse>;
  /** Signs a demo user in and returns the access token. */
  login(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** Per worker (test files share modules): PGlite databases files gave back, reset to their template. */
const spare: Record<TemplateKind, Database[]> = { migrated: [], seeded: [] };

/**
 * A copy of template `kind`: one a previous file of this worker gave back, reset, or a new one from
 * the snapshot. Closing it gives it back (database-reset.ts; decision 0026).
 */
async function reusedPglite(snapshotFile: string, kind: TemplateKind): Promise<Database> {
  const database =
    spare[kind].pop() ?? (await openDatabase({ snapshot: new Blob([await fs.promises.readFile(snapshotFile)]) }));
  let closed = false;
  return {
    ...database,
    close: async () => {
      if (closed) return;
      closed = true;
      if (await resetToTemplate(database)) spare[kind].push(database);
      else await database.close();
    },
  };
}

/** What a test database starts as: a copy of the run's `migrated` or `seeded` template, or `empty`. */
export type DatabaseStart = TemplateKind | 'empty';

/**
 * A fresh database for one test file: PGlite in memory, or a throw-away database on TEST_DATABASE_URL.
 * Empty by default (the runtime migrates it); `from` a template, it is a copy of what the run's
 * global set-up migrated (and seeded) once (decision 0026). Without that set-up, a template is
 * built here instead, as slow as before.
 */
export async function freshDatabase(opts: { from?: DatabaseStart; logQuery?: LogQuery } = {}) {
  const from = opts.from ?? 'empty';
  const { logQuery } = opts;
  const templates = inject('databaseTemplates') as DatabaseTemplates | undefined;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    if (from === 'empty' || templates?.kind !== 'pglite') {
      const database = await openDatabase({ logQuery });
      if (from !== 'empty') await fillTemplate(database, from);
      return { database, url: undefined, drop: async () => undefined };
    }
    // A database told of its statements is the test's own: never one a later file would reuse.
    const database = logQuery
      ? await openDatabase({ snapshot: new Blob([await fs.promises.readFile(templates.files[from])]), logQuery })
      : await reusedPglite(templates.files[from], from);
    return { database, url: undefined, drop: async () => undefined };
  }
  const name = uniqueName('portal_test');
  const template = from !== 'empty' && templates?.kind === 'postgres' ? templates.databases[from] : undefined;
  await createDatabase(adminUrl, name, template);
  const url = databaseUrl(adminUrl, name);
  const database = await openDatabase({ databaseUrl: url, poolSize: 5, logQuery });
  if (from !== 'empty' && !template) await fillTemplate(database, from);
  return { database, url, drop: () => dropDatabase(adminUrl, name) };
}

/** The template a test app starts from: the demo data where the start would seed the demo's enterprise. */
function templateFor(config: Config): TemplateKind {
  return config.SEED === 'demo' && config.ENTERPRISE_KEY === TEMPLATE_ENTERPRISE_KEY ? 'seeded' : 'migrated';
}

/** Injects into `app` with the enterprise header, and a bearer token / scope headers when given. */
const requestOn =
  (app: FastifyInstance): TestApp['request'] =>
  ({ token, scope, headers, ...rest }) =>
    app.inject({
      ...rest,
      headers: {
        [HEADERS.enterprise]: ENTERPRISE_KEY,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(scope?.aid ? { [HEADERS.account]: String(scope.aid) } : {}),
        ...(scope?.sid ? { [HEADERS.site]: String(scope.sid) } : {}),
        ...(scope?.empid ? { [HEADERS.employer]: String(scope.empid) } : {}),
        ...headers,
      },
    });

/**
 * A second app on the same runtime and database: another replica, as far as what a process keeps
 * in memory goes (its kept callers, decision 0070). The first app still owns the database.
 */
export async function replicaOf(t: Pick<TestApp, 'deps'>): Promise<Pick<TestApp, 'app' | 'request' | 'close'>> {
  const app = await buildApp(t.deps);
  await app.ready();
  return { app, request: requestOn(app), close: () => app.close() };
}

/** `logStream` receives the app's log lines (level info unless env says otherwise) and the mailer's. */
export async function buildTestApp(
  env: Record<string, string> = {},
  opts: {
    worker?: boolean;
    logStream?: { write(line: string): void };
    /** What the database starts as; by default the template the configuration's first start would leave. */
    database?: DatabaseStart;
    /** Told of every statement the app sends (to count a request's round trips). */
    logQuery?: LogQuery;
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const { logStream } = opts;
  const LOG_LEVEL = logStream ? 'info' : 'silent';
  const config: Config = loadConfig({
    LOG_LEVEL,
    DATA_DIR: dataDir,
    ENTERPRISE_KEY,
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...env,
  });
  const { database, drop } = await freshDatabase({
    from: opts.database ?? templateFor(config),
    logQuery: opts.logQuery,
  });
  const log = { info: (obj: object, msg: string) => logStream?.write(`${JSON.stringify({ ...obj, msg })}\n`) };
  const runtime = await startRuntime(config, { database, worker: opts.worker ?? false, log });
  const registered: RouteOptions[] = [];
  const app = await buildApp(runtime, { logStream, onRoute: (route) => registered.push(route) });
  await app.ready();
  // Read once all onRoute hooks ran: the /portal hook adds `api: true` to the same route object.
  const routes = registered.flatMap((route) =>
    [route.method].flat().map((method) => ({
      method,
      url: route.url,
      config: route.config ?? {},
      inputs: (['params', 'querystring', 'body'] as const).filter((part) => route.schema?.[part] !== undefined),
      schemas: {
        params: route.schema?.params as unknown,
        querystring: route.schema?.querystring as unknown,
        body: route.schema?.body as unknown,
      },
    })),
  );

  const request = requestOn(app);

  return {
    app,
    routes,
    deps: runtime,
    dataDir,
    request,
    async login(email, password = DEMO_PASSWORD) {
      const res = await request({ method: 'POST', url: '/portal/auth/login', payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
      return res.json<{ access_token: string }>().access_token;
    },
    async close() {
      await app.close();
      await runtime.shutdown();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Ids of seeded rows by name, so tests read like the demo data. */
export async function seedIds(t: TestApp) {
  const { queryRows } = await import('../src/db/client.js');
  const { sql } = await import('drizzle-orm');
  const sites = await queryRows<{ id: number; account: string; name: string }>(
    t.deps.db,
    sql`select s.id, a.name as account, s.name from sites s join accounts a on a.id = s.account_id`,
  );
  const employers = await queryRows<{ id: number; business_name: string; site_id: number }>(
    t.deps.db,
    sql`select id, business_name, site_id from employers`,
  );
  const site = (path: string) => {
    const found = sites.find((s) => `${s.account}/${s.name}` === path);
    if (!found) throw new Error(`no site ${path}`);
    return Number(found.id);
  };
  const employer = (name: string) => {
    const found = employers.find((e) => e.business_name === name);
    if (!found) throw new Error(`no employer ${name}`);
    return Number(found.id);
  };
  const account = async (name: string) => {
    const rows = await queryRows<{ id: number }>(t.deps.db, sql`select id from accounts where name = ${name}`);
    return Number(rows[0]?.id);
  };
  return { site, employer, account };
}

export type SeedIds = Awaited<ReturnType<typeof seedIds>>;

/** A test file's app and seeded ids, ready once its `beforeAll` hooks ran (see `useTestApp`). */
export interface TestAppHandle extends TestApp {
  ids: SeedIds;
}

/**
 * One fresh app per test file: registers the `beforeAll` that builds it (and reads the seeded
 * ids) and the `afterAll` that closes it, and returns a handle usable in any later hook or test.
 * `const t = useTestApp(); const ids = t.ids;` replaces the set-up every file used to repeat.
 */
export function useTestApp(
  env: Record<string, string> = {},
  opts: Parameters<typeof buildTestApp>[1] = {},
): TestAppHandle {
  let app: TestApp | undefined;
  let seeded: SeedIds | undefined;
  beforeAll(async () => {
    app = await buildTestApp(env, opts);
    seeded = await seedIds(app);
  });
  afterAll(async () => {
    await app?.close();
  });
  const ready = () => {
    if (!app) throw new Error('useTestApp: the app is built in beforeAll; use it inside hooks and tests');
    return app;
  };
  const ids = () => {
    if (!seeded) throw new Error('useTestApp: the seeded ids are read in beforeAll');
    return seeded;
  };
  return {
    get app() {
      return ready().app;
    },
    get routes() {
      return ready().routes;
    },
    get deps() {
      return ready().deps;
    },
    get dataDir() {
      return ready().dataDir;
    },
    request: (opts) => ready().request(opts),
    login: (email, password) => ready().login(email, password),
    close: () => ready().close(),
    ids: {
      site: (path) => ids().site(path),
      employer: (name) => ids().employer(name),
      account: (name) => ids().account(name),
    },
  };
}
