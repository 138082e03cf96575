import { describe, expect, it } from 'vitest';
import { parseQueryString } from './query-string.js';

/** Every object in the result, at any depth (arrays included). */
function objectsIn(value: unknown): object[] {
  if (typeof value !== 'object' || value === null) return [];
  const inner = Array.isArray(value) ? value : Object.values(value);
  return [...(Array.isArray(value) ? [] : [value]), ...inner.flatMap(objectsIn)];
}

function keysIn(value: unknown): string[] {
  return objectsIn(value).flatMap((o) => Reflect.ownKeys(o).map(String));
}

describe('parseQueryString', () => {
  it('nests one level of brackets as Laravel clients send filters', () => {
    expect(parseQueryString('page=2&filter%5Bstatus%5D=live&filter[type]=business&search=a%20b')).toEqual({
      page: '2',
      filter: { status: 'live', type: 'business' },
      search: 'a b',
    });
  });

  it('keeps the last of repeated keys', () => {
    expect(parseQueryString('page=1&page=3')).toEqual({ page: '3' });
  });

  it('reads `ids[]=1&ids[]=2` as a list', () => {
    expect(parseQueryString('ids[]=1&ids%5B%5D=2')).toEqual({ ids: ['1', '2'] });
  });

  it('keeps brackets past two levels as a literal key', () => {
    expect(parseQueryString('a[b][c][d]=1')).toEqual({ a: { b: { c: { '[d]': '1' } } } });
  });

  it('ignores parameters past the hundredth', () => {
    const many = Array.from({ length: 150 }, (_, i) => `k${i}=${i}`).join('&');
    expect(Object.keys(parseQueryString(many))).toHaveLength(100);
  });

  it('leaves a malformed escape as it came instead of throwing', () => {
    expect(parseQueryString('search=%E0%A4%A&x=%zz')).toEqual({ search: '%E0%A4%A', x: '%zz' });
  });

  it('builds every object with a null prototype', () => {
    const parsed = parseQueryString('filter[status]=live&ids[0][a]=1');
    for (const o of objectsIn(parsed)) expect(Object.getPrototypeOf(o)).toBeNull();
  });

  it.each([
    '__proto__[cc]=attacker@evil.example',
    '__proto__%5Bcc%5D=attacker@evil.example',
    '%5F%5Fproto%5F%5F%5Bcc%5D=attacker@evil.example',
    '__proto__=1',
    '__proto__[public]=1',
    'a[__proto__][x]=1',
    'a[b][__proto__]=1',
    'constructor[prototype][x]=1',
    'constructor[prototype][cc]=attacker@evil.example',
    'a[constructor][prototype]=1',
    'prototype[x]=1',
    'a[prototype][x]=1',
    'ids[0][__proto__][x]=1',
    'ids[0][constructor][prototype]=1',
    'a%5Bconstructor%5D%5Bprototype%5D%5Bx%5D=1',
  ])('drops prototype keys at any depth: %s', (input) => {
    const before = Reflect.ownKeys(Object.prototype);
    const parsed = parseQueryString(`${input}&page=2`);
    expect(parsed.page).toBe('2');
    expect(keysIn(parsed)).not.toContain('__proto__');
    expect(keysIn(parsed)).not.toContain('constructor');
    expect(keysIn(parsed)).not.toContain('prototype');
    expect(Reflect.ownKeys(Object.prototype)).toEqual(before);
    expect(({} as Record<string, unknown>).cc).toBeUndefined();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('keeps a prototype word as a value', () => {
    expect(parseQueryString('search=__proto__&ids[]=constructor')).toEqual({
      search: '__proto__',
      ids: ['constructor'],
    });
  });
});
