// A module's own routes (those `resourceRoutes` does not make): who may call each and its OpenAPI
// text, written once per route instead of a `config` and a `schema` block each (kit v2, decision 0011).
import type { FastifyContextConfig } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { errorResponses } from '../responses.js';
import type { RouteRight } from './define-resource.js';

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

/** A bare body is the 200 answer, beside the error bodies every route may give; a table is taken as written. */
type Answers<R> = R extends z.ZodType ? { 200: R } & typeof errorResponses : R;

/**
 * The module's route declarer (`moduleRoutes` hands it over as `doc`), per route
 * `app.get(path, { ...doc(right, summary, { params, response }), handler })`.
 */
export const routeDocs =
  (...tags: string[]) =>
  <S extends RouteSchemas>(caller: Caller, summary: string, schemas: S) => {
    const { response, ...rest } = schemas;
    const answers = response instanceof z.ZodType ? { 200: response, ...errorResponses } : response;
    return {
      config: (caller === 'public' ? { public: true } : { right: caller }) as FastifyContextConfig,
      schema: { tags, summary, ...rest, response: answers as Answers<S['response']> },
    };
  };

/** What a module declares its routes with: the app's services, its OpenAPI tags and `doc` over them. */
export interface ModuleRouteKit {
  deps: AppDeps;
  tags: string[];
  doc: ReturnType<typeof routeDocs>;
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
  (app, { deps }) =>
    register(app, { deps, tags: [tag], doc: routeDocs(tag) });
