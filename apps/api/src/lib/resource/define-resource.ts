// The route half of kit v2 (decision 0030): from one declaration, the list, detail, create,
// update, delete and transition routes (single and bulk) of a resource, each with its right.
import type { FastifyContextConfig, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { z } from 'zod';
import {
  bulkBodyOf,
  BulkResultSchema,
  keyParamsSchema,
  MessageSchema,
  type Action,
  type KeyKind,
  type KeyOf,
  type ResourceSchemas,
  type TransitionDef,
} from '@portal/contract';
import type { AppDeps } from './deps.js';
import { errorResponses } from '../responses.js';
import { IDEMPOTENT_CREATE, sendCreated } from './idempotent.js';

/** A route's declared right (decision 0024), as the request hook reads it. */
export type RouteRight = NonNullable<FastifyContextConfig['right']>;

/** What a resource's handlers get: the app's services and who asks, where. */
export interface ResourceContext {
  deps: AppDeps;
  reach: FastifyRequest['reach'];
  user: FastifyRequest['user'];
  access: FastifyRequest['access'];
}

/** The context of a request, for a resource's own routes beside the generated ones. */
export const contextOf = (deps: AppDeps, request: FastifyRequest): ResourceContext => ({
  deps,
  reach: request.reach,
  user: request.user,
  access: request.access,
});

interface Operation {
  summary: string;
  /** Overrides the definition's `right(action)` for this route. */
  right?: RouteRight;
}

/** A resource's state changes (`defineTransitions`), by name. */
export type Transitions = Record<string, TransitionDef<string>>;

/** The transitions table of a contract's bundle. */
type TransitionsOf<S extends ResourceSchemas> = NonNullable<S['transitions']>;

/** What a body of the bundle (`create`, `update`) parses to. */
type BodyOf<S extends ResourceSchemas, B extends 'create' | 'update'> = z.output<NonNullable<S[B]>>;

/**
 * What a module declares of a resource beside the contract's bundle (`ResourceSchemas`), which
 * gives each generated route its schemas: the list's `query` and `page`, the detail's `detail`, a
 * create's and an update's body (`create`, `update`) and answer (`saved`), the transitions' table.
 * An operation whose schema the bundle lacks stops the app at registration.
 */
export interface ResourceDefinition<K extends KeyKind, S extends ResourceSchemas> {
  /** How rows are addressed: the path parameter, its 404 and the bulk body's 422 follow. */
  key: K;
  /** The right of each route by its action: list and detail `read`, then `create`, `update`, `delete`. */
  right: (action: Action) => RouteRight;
  list?: Operation & { handler: (ctx: ResourceContext, q: z.output<S['query']>) => Promise<unknown> };
  /** `GET {path}/:key`, or `GET {path}/:key/{suffix}` where the spec names the detail so (`/v1/jobs/{uuid}/detail`). */
  get?: Operation & { suffix?: string; handler: (ctx: ResourceContext, key: KeyOf<K>) => Promise<unknown> };
  create?: Operation & { handler: (ctx: ResourceContext, input: BodyOf<S, 'create'>) => Promise<unknown> };
  update?: Operation & {
    method: 'PUT' | 'PATCH';
    handler: (ctx: ResourceContext, key: KeyOf<K>, input: BodyOf<S, 'update'>) => Promise<unknown>;
  };
  /** `conflict`: a rule may refuse the delete with a 409 (documented). */
  delete?: Operation & { conflict?: boolean; handler: (ctx: ResourceContext, key: KeyOf<K>) => Promise<void> };
  /** `POST {path}/:key/{name}` and `POST {path}/bulk/{name}` per entry of the bundle's table, with its permission and body. */
  transitions?: {
    summaries: Record<keyof TransitionsOf<S>, string>;
    handler: <N extends keyof TransitionsOf<S> & string>(
      ctx: ResourceContext,
      keys: KeyOf<K>[],
      name: N,
      input: z.output<TransitionsOf<S>[N]['body']>,
    ) => Promise<number>;
  };
}

/** Where a resource's routes live, who may call them and its schemas: what its other routes (its export) are declared against. */
export interface ResourcePlace {
  path: string;
  tags: string[];
  right: (action: Action) => RouteRight;
  schemas: ResourceSchemas;
}

/**
 * What runs a resource's transitions (`transitions.handler`): the keys of one request, the move's
 * name and its body; it answers how many rows changed (the bulk report).
 */
export type TransitionHandler<K extends KeyKind, T extends Transitions> = (
  ctx: ResourceContext,
  keys: KeyOf<K>[],
  name: keyof T & string,
  input: z.output<T[keyof T]['body']>,
) => Promise<number>;

/** A route as `app.route` takes it. */
export interface ResourceRoute {
  method: HTTPMethods;
  url: string;
  config: { right: RouteRight };
  schema: Record<string, unknown>;
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

/** An action without a payload may come with no body at all; it is then read as `{}`. */
const bodyOrEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((value) => value ?? {}, schema);

/**
 * The resource's routes at `path`, in a plain list for `app.route` (a module registers them with its
 * kit's `resource`, `route-doc.ts`), each with the contract bundle's schema.
 */
export function resourceRoutes<K extends KeyKind, S extends ResourceSchemas>(
  deps: AppDeps,
  { path, tags }: { path: string; tags: string[] },
  schemas: S,
  def: ResourceDefinition<K, S>,
): ResourceRoute[] {
  const { key } = def;
  const params = keyParamsSchema(key);
  const one = `${path}/:${key}`;
  const ctx = (request: FastifyRequest) => contextOf(deps, request);
  const keyOf = (request: FastifyRequest) => (request.params as Record<string, KeyOf<K>>)[key] as KeyOf<K>;
  const right = (op: Operation, action: Action) => ({ right: op.right ?? def.right(action) });
  const answer = <T>(schema: T | undefined): T => {
    if (!schema) throw new Error(`${path}: the contract's bundle has no schema for this route`);
    return schema;
  };
  const routes: ResourceRoute[] = [];
  const { list, get, create, update, delete: remove, transitions } = def;
  if (list) {
    routes.push({
      method: 'GET',
      url: path,
      config: right(list, 'read'),
      schema: {
        tags,
        summary: list.summary,
        querystring: schemas.query,
        response: { 200: schemas.page, ...errorResponses },
      },
      handler: (request) => list.handler(ctx(request), request.query as z.output<S['query']>),
    });
  }
  if (create) {
    routes.push({
      method: 'POST',
      url: path,
      config: right(create, 'create'),
      schema: {
        tags,
        summary: create.summary,
        ...IDEMPOTENT_CREATE,
        body: answer(schemas.create),
        response: { 201: answer(schemas.saved), ...errorResponses },
      },
      // Once per Idempotency-Key (decision 0059): the handler's services run in the key's transaction.
      handler: (request, reply) =>
        sendCreated(deps, request, reply, 201, async (inTransaction) => ({
          data: await create.handler(contextOf(inTransaction, request), request.body as BodyOf<S, 'create'>),
        })),
    });
  }
  if (get) {
    routes.push({
      method: 'GET',
      url: get.suffix ? `${one}/${get.suffix}` : one,
      config: right(get, 'read'),
      schema: { tags, summary: get.summary, params, response: { 200: answer(schemas.detail), ...errorResponses } },
      handler: async (request) => ({ data: await get.handler(ctx(request), keyOf(request)) }),
    });
  }
  if (update) {
    routes.push({
      method: update.method,
      url: one,
      config: right(update, 'update'),
      schema: {
        tags,
        summary: update.summary,
        params,
        body: answer(schemas.update),
        response: { 200: answer(schemas.saved), ...errorResponses },
      },
      handler: async (request) => ({
        data: await update.handler(ctx(request), keyOf(request), request.body as BodyOf<S, 'update'>),
      }),
    });
  }
  if (remove) {
    const response = { 204: z.null(), ...errorResponses, ...(remove.conflict ? { 409: MessageSchema } : {}) };
    routes.push({
      method: 'DELETE',
      url: one,
      config: right(remove, 'delete'),
      schema: { tags, summary: remove.summary, params, response },
      handler: async (request, reply) => {
        await remove.handler(ctx(request), keyOf(request));
        return reply.status(204).send(null);
      },
    });
  }
  const table = (transitions ? answer(schemas.transitions) : {}) as TransitionsOf<S>;
  for (const name of Object.keys(table) as (keyof TransitionsOf<S> & string)[]) {
    if (!transitions) break;
    const entry = table[name] as TransitionDef<string>;
    const summary = transitions.summaries[name];
    const config = { right: def.right(entry.permission.action) };
    const response = { 200: BulkResultSchema, ...errorResponses, 409: MessageSchema };
    type Input = z.output<TransitionsOf<S>[typeof name]['body']>;
    const run = async (request: FastifyRequest, keys: KeyOf<K>[], input: Input) => ({
      data: { updated: await transitions.handler(ctx(request), keys, name, input) },
    });
    routes.push({
      method: 'POST',
      url: `${one}/${name}`,
      config,
      schema: { tags, summary, params, body: bodyOrEmpty(entry.body), response },
      handler: (request) => run(request, [keyOf(request)], request.body as Input),
    });
    routes.push({
      method: 'POST',
      url: `${path}/bulk/${name}`,
      config,
      schema: { tags, summary: `${summary} (many)`, body: bulkBodyOf(entry, key), response },
      handler: (request) => {
        const { ids, ...input } = request.body as { ids: KeyOf<K>[] };
        return run(request, ids, input as Input);
      },
    });
  }
  return routes;
}
