import { describe, expect, it } from 'vitest';
import type { RouteOptions } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { transformRoute } from './openapi-body.js';

const openapiObject: Partial<OpenAPIV3_1.Document> = { openapi: '3.1.0' };
const transform = (schema: unknown) =>
  transformRoute({ schema, url: '/x', route: { schema } as RouteOptions, openapiObject } as Parameters<
    typeof transformRoute
  >[0]);

describe('transformRoute', () => {
  it('passes a route without any schema (a web page) through untouched', () => {
    expect(transform(undefined)).toEqual({ schema: undefined, url: '/x' });
  });

  it('marks a body that accepts `{}` optional, and leaves a required one alone', () => {
    expect(transform({ body: z.object({ note: z.string().optional() }) }).schema).toHaveProperty(
      'x-portal-body-optional',
      true,
    );
    expect(transform({ body: z.object({ note: z.string() }) }).schema).not.toHaveProperty('x-portal-body-optional');
  });
});
