// The bare reference of bench:api (decision 0069): `node:http` and `pg`, nothing else. For each list
// route it runs the product's own page statement (captured verbatim, with its values, under a name
// where the product names it) over a pool of the product's size, after checking the bearer token
// with one indexed lookup in the product's token table, and answers `JSON.stringify({ data: rows })`.
// What the product spends beyond this is its own work: the caller's grants, the total, mapping,
// validation, serialisation, hooks, logging. Started by api-http.ts:
//   BARE_ROUTES (a JSON file of BareRoute), DATABASE_URL, DATABASE_POOL_SIZE, PORT.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import pg from 'pg';

/** A list route as the bare server answers it: its path and query exactly as the bench requests it. */
export interface BareRoute {
  path: string;
  sql: string;
  params: unknown[];
  /** The statement's name when the product runs it named (prepared once per connection). */
  name?: string;
  /** A candidate's route: the product checks no token either. */
  public?: boolean;
}

const routes = new Map(
  (JSON.parse(fs.readFileSync(String(process.env.BARE_ROUTES), 'utf8')) as BareRoute[]).map((r) => [r.path, r]),
);
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
  keepAlive: true,
});

// The product's token check without the caller's grants: the hash's unique index, live and unrevoked.
const TOKEN = {
  name: 'bare_token',
  text: 'select user_id from access_tokens where token_hash = $1 and revoked_at is null and expires_at > now()',
};

/** Rows as objects, each column under its name; a name the select repeats keeps every value (`uuid_6`). */
async function page(route: BareRoute) {
  const result = await pool.query({ name: route.name, text: route.sql, values: route.params, rowMode: 'array' });
  const names = result.fields.map((field, i, all) =>
    all.findIndex((other) => other.name === field.name) === i ? field.name : `${field.name}_${i}`,
  );
  return (result.rows as unknown[][]).map((values) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i++) row[names[i] as string] = values[i];
    return row;
  });
}

function answer(res: http.ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(body);
}

const server = http.createServer((req, res) => {
  const route = routes.get(req.url ?? '');
  if (!route) return answer(res, 404, '{"message":"Not found."}');
  const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  const signedIn =
    route.public || !bearer
      ? Promise.resolve(Boolean(route.public))
      : pool
          .query({ ...TOKEN, values: [createHash('sha256').update(bearer).digest('hex')] })
          .then((r) => r.rowCount === 1);
  signedIn
    .then(async (ok) => {
      if (!ok) return answer(res, 401, '{"message":"Unauthenticated."}');
      answer(res, 200, JSON.stringify({ data: await page(route) }));
    })
    .catch((error: unknown) => {
      console.error('[bare]', error);
      answer(res, 500, '{"message":"Server Error"}');
    });
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void pool.end();
});
