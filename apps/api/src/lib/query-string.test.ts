import { describe, expect, it } from 'vitest';
import { parseQueryString } from './query-string.js';

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
});
