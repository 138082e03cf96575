// A module's routes (kit v2, decision 0011): its resource's generated ones (`resource`), and its own,
// each with who may call it and its OpenAPI text written once instead of a `config` and a `schema` block.
import type { FastifyContextConfig } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { KeyKind, ResourceSchemas } from '@portal/contract';
import type { AppDeps } from './deps.js';
import { errorResponses, publicErrorResponses } from '../responses.js';
import { resourceRoutes, type ResourceDefinition, type ResourcePlace, type RouteRight } from './define-resource.js';

/** Who may call a route: a right, checked before the body is read (decision 0024), or anyone. */
type Caller = RouteRight | 'public';

interface RouteSchemas {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  /** Longer OpenAPI text, where the summary is not enough. */
  description?: string;
  /** The 200 answer's body, or every answer by status code, as written. */
  response: z.ZodType | Record<number, z.ZodType>;
}

/**
 * A bare body is the 200 answer, beside the error bodies every signed-in route may give (a public
 * route's: its 422); a table is taken as written.
 */
type Answers<C, R> = R extends z.ZodType
  ? { 200: R } & (C extends 'public' ? typeof publicErrorResponses : typeof errorResponses)
  : R;

/**
 * The module's route declarer (`moduleRoutes` hands it over as `doc`), per route
 * `app.get(path, { ...doc(right, summary, { params, response }), handler })`.
 */
export const routeDocs =
  (...tags: string[]) =>
  <C extends Caller, S extends RouteSchemas>(caller: C, summary: string, schemas: S) => {
    const { response, ...rest } = schemas;
    const errors = caller === 'public' ? publicErrorResponses : errorResponses;
    const answers = response instanceof z.ZodType ? { 200: response, ...errors } : response;
    return {
      config: (caller === 'public' ? { public: true } : { right: caller }) as FastifyContextConfig,
      schema: { tags, summary, ...rest, response: answers as Answers<C, S['response']> },
    };
  };

/** What a module declares its routes with: the app's services, its OpenAPI tags, `doc` over them and `resource`. */
export interface ModuleRouteKit {
  deps: AppDeps;
  tags: string[];
  doc: ReturnType<typeof routeDocs>;
  /**
   * Registers a resource's generated routes at `path` (`resourceRoutes`), each with the schema the
   * contract's bundle gives it, and answers the place, for its other routes (`exportRoute`):
   * `const jobs = resource('/v1/jobs', JOB_RESOURCE, { key: 'uuid', right, list: { summary, handler } })`.
   */
  resource: <K extends KeyKind, S extends ResourceSchemas>(
    path: string,
    schemas: S,
    def: ResourceDefinition<K, S>,
  ) => ResourcePlace;
}

/**
 * A module's routes as the plugin `app.ts` registers with `{ deps }`, under one OpenAPI tag:
 * `export const tagRoutes = moduleRoutes('tags', async (app, { deps, doc }) => { app.get(…) })`.
 */
export const moduleRoutes =
  (
    tag: string,
    register: (app: Parameters<FastifyPluginAsyncZod>[0], kit: ModuleRouteKit) => Promise<void>,
  ): FastifyPluginAsyncZod<{ deps: AppDeps }> =>
  (app, { deps }) => {
    const tags = [tag];
    const resource: ModuleRouteKit['resource'] = (path, schemas, def) => {
      for (const route of resourceRoutes(deps, { path, tags }, schemas, def)) app.route(route);
      return { path, tags, right: def.right, schemas };
    };
    return register(app, { deps, tags, doc: routeDocs(tag), resource });
  };
