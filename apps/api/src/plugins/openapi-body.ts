import type { FastifySchema } from 'fastify';
import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

// @fastify/swagger marks every request body required. The app reads a missing body as `{}` (app.ts),
// so a body is required only when `{}` fails its schema (it has required fields); an action with no
// fields (approve) or only optional ones (export) may be sent without one. The route transform tags
// those operations; the document transform turns the tag into `requestBody.required: false`.
const OPTIONAL_BODY = 'x-portal-body-optional';

interface Parses {
  safeParse(value: unknown): { success: boolean };
}
const acceptsNoBody = (body: unknown) =>
  typeof (body as Partial<Parses> | undefined)?.safeParse === 'function' && (body as Parses).safeParse({}).success;

export const transformRoute: SwaggerTransform = (route) => {
  const result = jsonSchemaTransform(route);
  // A route may have no schema at all (the web app's `/login` page), whatever the type says.
  const schema = route.schema as FastifySchema | undefined;
  if (!acceptsNoBody(schema?.body)) return result;
  return { ...result, schema: { ...result.schema, [OPTIONAL_BODY]: true } };
};

type Operation = Record<string, unknown> & { requestBody?: { required?: boolean } };

export const transformDocument: SwaggerTransformObject = (document) => {
  const spec = 'openapiObject' in document ? document.openapiObject : document.swaggerObject;
  for (const path of Object.values(spec.paths ?? {})) {
    for (const operation of Object.values(path ?? {}) as Operation[]) {
      if (typeof operation !== 'object' || !(OPTIONAL_BODY in operation)) continue;
      Reflect.deleteProperty(operation, OPTIONAL_BODY);
      if (operation.requestBody) operation.requestBody.required = false;
    }
  }
  return spec;
};
