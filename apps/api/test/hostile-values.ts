import fc from 'fast-check';
import { z } from 'zod';

/** The parts of a JSON Schema (as zod writes one) that say what a valid value is. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** A route's zod schema as the JSON Schema of what a client sends; undefined where it has none. */
export function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return undefined;
  }
}

/** Values a body key names a record by, the own site's (`employer_id`, `tag_ids`), so a valid body reaches the handler. */
export type KnownValues = Record<string, fc.Arbitrary<unknown>>;

const DEEPEST = 6;

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
  const fits = (s: string) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity);
  switch (schema.format) {
    case 'email':
      return fc.emailAddress().filter(fits);
    case 'uuid':
      return fc.uuid({ version: 4 });
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'uri':
      return fc.webUrl().filter(fits);
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
    } catch {
      // A pattern fast-check cannot read: any string of the length, refused or not.
    }
  }
  // The longest value the schema takes, in characters that are several bytes each now and then.
  const longest =
    schema.maxLength === undefined
      ? []
      : [fc.constantFrom('x', 'é', '€', '𝄞').map((c) => c.repeat(schema.maxLength ?? 0))];
  return fc.oneof({ arbitrary: fc.string({ minLength, maxLength }), weight: 4 }, ...longest);
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
  const max = Math.max(min, Math.min(schema.maximum ?? (schema.exclusiveMaximum ?? 1_000_001) - 1, min + 1_000_000));
  // The bounds the schema states too: an id up to 2^53 where a column holds 2^31.
  const bounds = [schema.minimum, schema.maximum, schema.exclusiveMinimum, schema.exclusiveMaximum]
    .filter((bound): bound is number => bound !== undefined)
    .map((bound) =>
      bound === schema.exclusiveMinimum ? bound + 1 : bound === schema.exclusiveMaximum ? bound - 1 : bound,
    );
  const within = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return bounds.length ? fc.oneof({ arbitrary: within, weight: 3 }, fc.constantFrom(...bounds)) : within;
}

/**
 * Values the schema accepts, most of the time: refinements a JSON Schema cannot say (an end after
 * its start) are left to chance, which is one more malformed request.
 */
export function validValue(
  schema: JsonSchema,
  known: KnownValues = {},
  root: JsonSchema = schema,
  depth = 0,
): fc.Arbitrary<unknown> {
  const inner = (s: JsonSchema) => validValue(s, known, root, depth + 1);
  if (depth > DEEPEST) return fc.constant(null);
  if (schema.$ref) {
    const target = schema.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], root);
    return target ? inner(target as JsonSchema) : fc.constant(null);
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map(inner));
  if (schema.allOf?.[0]) return inner(schema.allOf[0]);
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => inner({ ...schema, type })));
  switch (schema.type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? inner(schema.items) : fc.string(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, property]) => {
          const own = known[key];
          return [key, own ? fc.oneof({ arbitrary: own, weight: 3 }, inner(property)) : inner(property)];
        }),
      );
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in model) });
    }
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** Text an attacker tries: SQL, paths, markup, templates, prototype keys, controls and odd unicode. */
export const HOSTILE_STRINGS = [
  "' OR '1'='1",
  "'; drop table jobs; --",
  '1; select pg_sleep(5) --',
  '" or ""="',
  '\\',
  '%',
  '_%_',
  '$$ $1 $$',
  "E'\\x00'",
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '/etc/passwd',
  'file:///etc/passwd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  "{{constructor.constructor('return process')()}}",
  '${7*7}',
  '__proto__',
  'constructor',
  'a\u0000b',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '\ud800',
  '\udfff\ud800',
  '\uffff\ufffe',
  '\u200b\u200d\ufeff',
  '\r\n\r\nX-Injected: 1',
  '\t\v\f\b\u0007',
  '\u001b[31m',
  'e\u0301'.repeat(200),
  '🧨'.repeat(300),
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x10',
  'true',
  'null',
  '',
  ' ',
  '9'.repeat(400),
];

/** Nested `depth` levels deep, objects and arrays alternating. */
const nested = (depth: number): unknown =>
  depth === 0 ? 1 : depth % 2 ? [nested(depth - 1)] : { a: nested(depth - 1) };

/** A value where another was expected: a wrong type, a huge or deep value, hostile text. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 64 }), weight: 2 },
  fc.integer(),
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 32, 2 ** 53 - 1, 2 ** 53 + 2, 1e308, -1e308, 0.5),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string()), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 4 }),
  fc.integer({ min: 1_000, max: 200_000 }).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 1_000, max: 20_000 }).map((n) => Array.from({ length: n }, (_, i) => i)),
  fc.integer({ min: 8, max: 40 }).map(nested),
);

/** Every path into a JSON value (the value itself first), to a few levels. */
function pathsOf(value: unknown, at: (string | number)[] = [], found: (string | number)[][] = []) {
  found.push(at);
  if (at.length < 4 && value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value).slice(0, 20)) {
      pathsOf(child, [...at, Array.isArray(value) ? Number(key) : key], found);
    }
  }
  return found;
}

/** `value` with what is at `path` replaced (`undefined`: removed); a copy. */
function replaced(value: unknown, path: (string | number)[], by: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return by;
  if (value === null || typeof value !== 'object') return value;
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...value }) as Record<string | number, unknown>;
  const next = replaced(copy[head], rest, by);
  if (next === undefined && !Array.isArray(copy)) Reflect.deleteProperty(copy, head);
  else copy[head] = next;
  return copy;
}

export interface Mutated {
  value: unknown;
  /** What was done to the valid value, for the failure message. */
  mutation: string;
}

/** A valid value, then left as is, with one part removed or replaced, or with an extra key. */
export function mutatedValue(valid: fc.Arbitrary<unknown>): fc.Arbitrary<Mutated> {
  return fc
    .tuple(
      valid,
      fc.oneof(
        { arbitrary: fc.constant({ kind: 'valid' as const }), weight: 2 },
        fc.record({ kind: fc.constant('drop' as const), pick: fc.nat() }),
        {
          arbitrary: fc.record({ kind: fc.constant('replace' as const), pick: fc.nat(), by: hostileValue }),
          weight: 4,
        },
        fc.record({
          kind: fc.constant('extra' as const),
          key: fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ maxLength: 12 })),
          by: hostileValue,
        }),
      ),
    )
    .map(([value, change]) => {
      if (change.kind === 'valid') return { value, mutation: 'valid' };
      const paths = pathsOf(value);
      if (change.kind === 'extra') {
        const into = value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {};
        return { value: { ...into, [change.key]: change.by }, mutation: `extra ${JSON.stringify(change.key)}` };
      }
      const inner = paths.slice(1);
      const path =
        change.kind === 'drop' ? inner[change.pick % Math.max(1, inner.length)] : paths[change.pick % paths.length];
      if (!path) return { value, mutation: 'valid (nothing to drop)' };
      return change.kind === 'drop'
        ? { value: replaced(value, path, undefined), mutation: `without ${path.join('.')}` }
        : { value: replaced(value, path, change.by), mutation: `replaced ${path.join('.') || 'whole'}` };
    });
}
