import fc from 'fast-check';
import type { HTTPMethods } from 'fastify';
import qs from 'qs';
import type { ForeignIds } from './foreign-tenant.js';
import { FOREIGN_PARAM } from './tenant-routes.js';
import type { AppRoute } from './helper.js';
import { HOSTILE_STRINGS, jsonSchemaOf, mutatedValue, validValue, type KnownValues } from './hostile-values.js';

/** Who a generated request is sent as. */
export type Caller = 'anonymous' | 'staff' | 'candidate';

/** One generated request, as sent, with what makes it hostile. */
export interface HostileRequest {
  route: string;
  method: HTTPMethods;
  url: string;
  as: Caller;
  /** Scope headers as sent (a hostile one now and then). */
  scope: Record<string, string>;
  headers: Record<string, string>;
  payload?: string;
  /** The client's address: many, so a per-client budget refuses few of them. */
  remoteAddress: string;
  /** What was done to the request, for the failure message. */
  hostile: string[];
}

/** The own site's records and selection a request names when it is not hostile there. */
export interface OwnWorld {
  ids: ForeignIds;
  /** The own site's domain, as the candidate site's routes name a site. */
  domain: string;
  site: number;
  account: number;
  /** The largest JSON body a route reads (JSON_BODY_LIMIT_KB). */
  jsonLimit: number;
}

/** The route's name as the route table writes it. */
export const nameOf = (route: Pick<AppRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;

const right = (route: AppRoute) => (Object.hasOwn(route.config, 'right') ? route.config.right : undefined);

/** Who may call the route: anyone for a public one, a candidate's token, or the account's owner. */
export function callerOf(route: AppRoute): Caller {
  if (route.config.public === true) return 'anonymous';
  return right(route) && 'candidate' in (right(route) ?? {}) ? 'candidate' : 'staff';
}

/** Path segments the candidate site and other routes name that are not a tenant's record. */
const OWN_PARAM: Record<string, (w: OwnWorld) => string | number> = {
  'sites/:domain': (w) => w.domain,
};

/** Escaped for a URL; a lone surrogate (which has no UTF-8) as the replacement character. */
const escaped = (value: string) => encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '\ufffd'));

const PATH_STRINGS = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.uuid(),
  fc.constantFrom('0', '-1', '1.5', '1e99', '2147483648', '9007199254740991', '99999999999999999999', 'NaN', '..', '.'),
);

/** A path parameter: the own record (so the handler is reached), another valid value, or hostile text. */
function paramValue(route: AppRoute, segment: string, param: string, world: OwnWorld): fc.Arbitrary<string> {
  const key = `${segment}/${param}`;
  const own = OWN_PARAM[key] ?? FOREIGN_PARAM[key];
  const declared = jsonSchemaOf(route.schemas.params)?.properties?.[param.slice(1)];
  const valid: fc.Arbitrary<unknown>[] = [
    ...(own ? [fc.constant(own === OWN_PARAM[key] ? own(world) : (FOREIGN_PARAM[key]?.(world.ids) ?? ''))] : []),
    ...(declared ? [validValue(declared)] : []),
  ];
  return fc.oneof(
    { arbitrary: valid.length ? fc.oneof(...valid).map(String) : fc.constant('1'), weight: 3 },
    { arbitrary: PATH_STRINGS.map(escaped), weight: 2 },
    // Unescaped: a stray `%`, a `?` or `#`, a space.
    fc.constantFrom('%', '%E0%A4%A', 'a b', 'a?b=1', 'a#b', 'a;b', '%2F..%2F'),
  );
}

/** The route's path with each parameter filled, and what was hostile in it. */
function pathOf(route: AppRoute, world: OwnWorld): fc.Arbitrary<{ url: string; hostile: string[] }> {
  const params = [...route.url.matchAll(/([\w-]+)\/(:\w+)/g)];
  if (!params.length) return fc.constant({ url: route.url, hostile: [] });
  return fc
    .tuple(...params.map(([, segment, param]) => paramValue(route, segment ?? '', param ?? '', world)))
    .map((values) => {
      let i = 0;
      const url = route.url.replace(/([\w-]+)\/(:\w+)/g, (_all, segment: string) => `${segment}/${values[i++]}`);
      return { url, hostile: values.map((value, n) => `${params[n]?.[2]}=${value.slice(0, 60)}`) };
    });
}

const RAW_QUERIES = fc.oneof(
  fc.constantFrom(
    'page=-1',
    'page=0',
    'page=1e999',
    'page=99999999999999999999',
    'page=2147483648',
    'page=9007199254740991',
    'per_page=100000',
    'per_page=-5',
    'per_page=abc',
    'sort=;drop table jobs',
    'sort=-',
    'sort[]=title',
    'filter=1',
    'filter[status][]=live',
    'filter[a][b][c][d][e][f]=1',
    'search[]=a',
    'search=%ZZ',
    'x=%E0%A4%A',
    'page=1&page=2&page=x',
    '__proto__[page]=1',
    '&&&==&',
    `ids[]=${'1&ids[]='.repeat(150)}1`,
    `a=${'b'.repeat(20_000)}`,
  ),
  fc
    .tuple(fc.constantFrom('search', 'sort', 'filter[status]', 'page', 'per_page', 'domain', 'q'), PATH_STRINGS)
    .map(([key, value]) => `${key}=${escaped(value)}`),
);

/** A query string: the route's own (valid, or one part mutated), or hostile text, or none. */
function queryOf(route: AppRoute, world: OwnWorld): fc.Arbitrary<{ query: string; hostile: string[] }> {
  const none: { query: string; hostile: string[] } = { query: '', hostile: [] };
  const schema = jsonSchemaOf(route.schemas.querystring);
  const own = schema
    ? mutatedValue(validValue(schema, { domain: fc.constant(world.domain) })).map(({ value, mutation }) => ({
        query: qs.stringify(value, { arrayFormat: 'brackets', encodeValuesOnly: true, allowEmptyArrays: false }),
        hostile: mutation === 'valid' ? [] : [`query ${mutation}`],
      }))
    : fc.constant(none);
  return fc.oneof(
    { arbitrary: own, weight: 4 },
    { arbitrary: RAW_QUERIES.map((query) => ({ query, hostile: ['raw query'] })), weight: 2 },
    fc.constant(none),
  );
}

const JSON_TYPE = { 'content-type': 'application/json' };

/** Bodies that are not the JSON a route reads. */
function rawBodyOf(
  world: OwnWorld,
): fc.Arbitrary<{ headers: Record<string, string>; payload: string; hostile: string[] }> {
  const invalidJson = fc.constantFrom(
    '{',
    '{"a":}',
    "{'a':1}",
    '{"a":1,}',
    '[1,]',
    'NaN',
    '1e999',
    '"\\ud800"',
    '\ufeff{}',
    '{"a":"\\u0000"}',
    '{"a":1}{"b":2}',
    '\u0000',
    ' ',
    'null',
    '[]',
    '"text"',
    '12',
    'true',
    `${'['.repeat(100)}${']'.repeat(100)}`,
  );
  return fc.oneof(
    invalidJson.map((payload) => ({ headers: JSON_TYPE, payload, hostile: [`invalid JSON ${payload.slice(0, 20)}`] })),
    fc
      .tuple(
        fc.constantFrom(
          'text/plain',
          'application/xml',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
          'multipart/form-data; boundary=x',
          'application/json; charset=utf-16',
          'application/json; charset=latin1',
          'application/vnd.api+json',
          'image/png',
          'application/octet-stream',
          '*/*',
          'application/json, text/plain',
        ),
        fc.constantFrom(
          '{"name":"x"}',
          'name=x&title=y',
          '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
          '\u0000\u0001\u0002',
        ),
      )
      .map(([type, payload]) => ({ headers: { 'content-type': type }, payload, hostile: [`content-type ${type}`] })),
    fc.constantFrom(world.jsonLimit + 1, world.jsonLimit * 2).map((size) => ({
      headers: JSON_TYPE,
      payload: JSON.stringify({ name: 'x'.repeat(size) }),
      hostile: [`body of ${size} bytes`],
    })),
  );
}

/** Body keys the contract names the own site's records by, so a valid body reaches the handler. */
function knownOf(route: AppRoute, world: OwnWorld): KnownValues {
  const { ids } = world;
  // `ids` of a bulk route are records of the route's resource (`/v1/jobs/bulk/expire`: jobs).
  const resource = route.url.match(/\/v1\/(?:site\/)?([\w-]+)\//)?.[1];
  const id = Object.entries(FOREIGN_PARAM).find(([key]) => key.startsWith(`${resource}/`))?.[1];
  return {
    ...(id ? { ids: fc.constant([id(ids)]) } : {}),
    employer_id: fc.constant(ids.employer),
    tag_ids: fc.constant([ids.tag]),
    consultant_ids: fc.constant([ids.consultant]),
    product: fc.constant(ids.product),
    stage: fc.constant(ids.stage),
  };
}

/** A body: the route's own (from its contract schema, valid or mutated), or one that is not JSON at all. */
function bodyOf(route: AppRoute, world: OwnWorld) {
  const schema = jsonSchemaOf(route.schemas.body);
  const own = mutatedValue(schema ? validValue(schema, knownOf(route, world)) : fc.constant({})).map(
    ({ value, mutation }) => ({
      headers: JSON_TYPE as Record<string, string>,
      payload: value === undefined ? '' : JSON.stringify(value),
      hostile: mutation === 'valid' ? [] : [`body ${mutation}`],
    }),
  );
  return fc.oneof({ arbitrary: own, weight: 4 }, { arbitrary: rawBodyOf(world), weight: 2 });
}

/** Scope headers: the own selection, or now and then text that names no scope. */
function scopeOf(route: AppRoute, world: OwnWorld): fc.Arbitrary<{ scope: Record<string, string>; hostile: string[] }> {
  const declared = right(route) ?? {};
  const own: Record<string, string> =
    'account' in declared
      ? { 'x-af-aid': String(world.account) }
      : 'site' in declared
        ? { 'x-af-sid': String(world.site) }
        : {};
  const withEmployer =
    'employer' in declared && declared.employer ? [{ ...own, 'x-af-empid': String(world.ids.employer) }] : [];
  return fc.oneof(
    { arbitrary: fc.constantFrom(own, ...withEmployer).map((scope) => ({ scope, hostile: [] })), weight: 8 },
    fc.tuple(fc.constantFrom('x-af-aid', 'x-af-sid', 'x-af-empid'), PATH_STRINGS).map(([header, value]) => ({
      // Header values carry no control characters (Node refuses to send them).
      scope: { ...own, [header]: value.replace(/[^\x20-\x7e]/g, '?') },
      hostile: [`${header} ${value.slice(0, 30)}`],
    })),
  );
}

const WITH_BODY = new Set<HTTPMethods>(['POST', 'PUT', 'PATCH']);

/** One hostile request to one of `routes`, sent as a caller that may call it. */
export function hostileRequest(routes: AppRoute[], world: OwnWorld): fc.Arbitrary<HostileRequest> {
  return fc.constantFrom(...routes).chain((route) =>
    fc
      .record({
        path: pathOf(route, world),
        query: queryOf(route, world),
        scope: scopeOf(route, world),
        client: fc.integer({ min: 1, max: 65_000 }),
        body: WITH_BODY.has(route.method)
          ? bodyOf(route, world)
          : fc.constant({ headers: {} as Record<string, string>, payload: undefined, hostile: [] as string[] }),
      })
      .map(({ path, query, scope, client, body }) => ({
        route: nameOf(route),
        method: route.method,
        url: query.query ? `${path.url}?${query.query}` : path.url,
        as: callerOf(route),
        scope: scope.scope,
        headers: body.headers,
        payload: body.payload,
        remoteAddress: `198.18.${client >> 8}.${client & 255}`,
        hostile: [...path.hostile, ...query.hostile, ...scope.hostile, ...body.hostile],
      })),
  );
}
