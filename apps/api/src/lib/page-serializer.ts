// A list page's answer is written by Fastify's compiled serializer (fast-json-stringify) from the
// contract's JSON schema, not validated row by row (decision 0071): the rows come from our own
// presenters, typed by the same schema, and zod's encode of 25 rows cost more than writing them.
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ListMetaSchema } from '@portal/contract';

/** A contract list page (`pageOf(item)`): `{ data: [...], meta: ListMetaSchema }`. */
export const isListPage = (schema: unknown): schema is z.ZodObject =>
  schema instanceof z.ZodObject && schema.shape.meta === ListMetaSchema;

/**
 * The page's serializer compiled from its JSON schema (draft 7, as fast-json-stringify reads it; the
 * output side, as zod's encode writes it). The same bytes as zod's: properties in the schema's order,
 * none the schema does not name, an absent optional left out.
 */
export function compiledPage(schema: z.ZodObject): (data: unknown) => string {
  const json = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' });
  return fastJson(json as Parameters<typeof fastJson>[0]);
}

/** Every response: a list page compiled, any other answer encoded by its zod schema as before. */
export const responseSerializerCompiler: typeof zodSerializerCompiler = (route) =>
  isListPage(route.schema)
    ? compiledPage(route.schema)
    : (zodSerializerCompiler as FastifySerializerCompiler<unknown>)(route);
