import { parse } from 'node:querystring';

/**
 * Parses `filter[status]=live&page=2` into `{ filter: { status: 'live' }, page: '2' }`: one level
 * of brackets, as Laravel clients send them. Repeated keys keep the last value.
 */
export function parseQueryString(input: string): Record<string, unknown> {
  const flat = parse(input);
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(flat)) {
    const value = Array.isArray(raw) ? raw.at(-1) : raw;
    const match = /^([A-Za-z_][\w-]*)\[([\w.-]*)\]$/.exec(key);
    if (match?.[1] && match[2] !== undefined) {
      const group = (out[match[1]] ??= {});
      if (typeof group === 'object' && group !== null) (group as Record<string, unknown>)[match[2]] = value;
    } else if (!(key in out)) {
      out[key] = value;
    }
  }
  return out;
}
