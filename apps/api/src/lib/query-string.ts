import qs from 'qs';

/** Keys that reach an object's prototype when a later merge or assignment copies them. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const OPTIONS: qs.IParseOptions = {
  plainObjects: true, // null-prototype objects: no key can reach Object.prototype
  depth: 2, // `filter[status]=live` needs one level; deeper brackets stay a literal key
  parameterLimit: 100, // the rest of a longer query string is ignored
  arrayLimit: 100, // `ids[]=…` up to a page's size; beyond it qs builds an object
  duplicates: 'last',
  allowDots: false,
  comma: false,
};

/** Copies a parsed value into null-prototype objects, leaving out prototype keys at any depth. */
function withoutPrototypeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPrototypeKeys);
  if (typeof value !== 'object' || value === null) return value;
  const out = Object.create(null) as Record<string, unknown>;
  for (const [key, inner] of Object.entries(value)) {
    if (!PROTOTYPE_KEYS.has(key)) out[key] = withoutPrototypeKeys(inner);
  }
  return out;
}

/**
 * Parses `filter[status]=live&ids[]=1&page=2` into `{ filter: { status: 'live' }, ids: ['1'], page: '2' }`
 * as Laravel clients send it. Repeated plain keys keep the last value. Every object has a null
 * prototype and no `__proto__`, `constructor` or `prototype` key (docs/decisions/0012).
 */
export function parseQueryString(input: string): Record<string, unknown> {
  return withoutPrototypeKeys(qs.parse(input, OPTIONS)) as Record<string, unknown>;
}
