import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { LIST_LIMITS, listQuerySchema } from '@portal/contract';
import {
  applyListChange,
  deepestPage,
  defineList,
  listOf,
  nextSort,
  parseListState,
  toApiQuery,
  toExportBody,
  withStatePage,
} from './list-state';

const jobs = defineList({
  sorts: ['title', 'created_at'] as const,
  filters: { status: z.enum(['live', 'expired']).optional(), city: z.string().trim().max(10).optional() },
});
const params = (query: string) => new URLSearchParams(query);
const parse = (query: string) => parseListState(jobs, params(query));

describe('parseListState', () => {
  it('reads page, per_page, sort, search and filter.<key> from the URL', () => {
    expect(parse('page=3&per_page=50&sort=-title&search=%20cook%20&filter.status=live&filter.city=Paris')).toEqual({
      page: 3,
      perPage: 50,
      sort: '-title',
      search: ' cook ',
      filter: { status: 'live', city: 'Paris' },
    });
  });

  it('falls back to the first page of 25 in the server order without a URL', () => {
    expect(parse('')).toEqual({ page: 1, perPage: 25, sort: null, search: '', filter: {} });
  });

  it('drops what the contract would refuse instead of failing the page', () => {
    const state = parse('page=0&per_page=1000&sort=salary&filter.status=draft&filter.city=Llanfairpwllgwyngyll');
    expect(state).toEqual({ page: 1, perPage: 25, sort: null, search: '', filter: {} });
    expect(parse('page=abc&per_page=-5&sort=-').sort).toBeNull();
    expect(parse('filter.city=%20%20').filter).toEqual({});
  });

  it('reads a page the API would refuse (past its deepest row) as the deepest page it serves', () => {
    expect(parse('page=999').page).toBe(400);
    expect(parse('page=999&per_page=100').page).toBe(100);
    expect(parse('page=999999999&per_page=10').page).toBe(1000);
    expect(parse('page=400').page).toBe(400);
    for (const perPage of [10, 25, 50, 100]) {
      const deepest = deepestPage(perPage);
      // The API refuses a page whose first row is at or past LIST_LIMITS.deepestRow (lib/list-page.ts).
      expect((deepest - 1) * perPage).toBeLessThan(LIST_LIMITS.deepestRow);
      expect(deepest * perPage).toBeGreaterThanOrEqual(LIST_LIMITS.deepestRow);
    }
  });

  it('accepts every declared sort in both directions', () => {
    for (const sort of ['title', '-title', 'created_at', '-created_at']) expect(parse(`sort=${sort}`).sort).toBe(sort);
  });
});

describe('toApiQuery', () => {
  it('writes the API query string: filter[key], the search trimmed, defaults included for paging only', () => {
    expect(toApiQuery(parse('sort=title&search=%20cook%20&filter.status=expired'))).toEqual({
      page: 1,
      per_page: 25,
      sort: 'title',
      search: 'cook',
      'filter[status]': 'expired',
    });
    expect(toApiQuery(parse('search=%20%20'))).toEqual({ page: 1, per_page: 25 });
  });
});

describe('toExportBody', () => {
  it('exports the current search, sort and filters without paging', () => {
    expect(toExportBody(parse('page=2&per_page=10&sort=title&search=x&filter.status=live'))).toEqual({
      search: 'x',
      sort: 'title',
      filter: { status: 'live' },
    });
    expect(toExportBody(parse(''))).toEqual({ filter: {} });
  });
});

describe('applyListChange', () => {
  it('returns to the first page when the search, a filter, the sort or the page size changes', () => {
    const start = params('page=4&search=a&filter.status=live');
    expect(applyListChange(start, { search: 'ab' }).toString()).toBe('search=ab&filter.status=live');
    expect(applyListChange(start, { filter: 'city', value: 'Oslo' }).get('page')).toBeNull();
    expect(applyListChange(start, { filter: 'status', value: '' }).has('filter.status')).toBe(false);
    expect(applyListChange(start, { sort: '-title' }).toString()).toBe('search=a&filter.status=live&sort=-title');
    expect(applyListChange(start, { sort: null }).has('sort')).toBe(false);
    expect(applyListChange(start, { perPage: 100 }).get('per_page')).toBe('100');
  });

  it('keeps everything else when paging, and leaves defaults out of the URL', () => {
    expect(applyListChange(params('search=a&per_page=50'), { page: 2 }).toString()).toBe('search=a&per_page=50&page=2');
    expect(applyListChange(params('page=2'), { page: 1 }).toString()).toBe('');
    expect(applyListChange(params('per_page=50'), { perPage: 25 }).toString()).toBe('');
  });

  it('round-trips: the URL written for a state parses back to it', () => {
    let url = params('');
    url = applyListChange(url, { filter: 'status', value: 'expired' });
    url = applyListChange(url, { sort: '-created_at' });
    url = applyListChange(url, { perPage: 50 });
    url = applyListChange(url, { page: 3 });
    expect(parseListState(jobs, url)).toEqual({
      page: 3,
      perPage: 50,
      sort: '-created_at',
      search: '',
      filter: { status: 'expired' },
    });
  });
});

describe('withStatePage', () => {
  it('writes the page the state holds into a URL asking for another, keeping the rest', () => {
    expect(withStatePage(params('page=999&search=a'), 400)?.toString()).toBe('page=400&search=a');
    expect(withStatePage(params('page=abc&sort=title'), 1)?.toString()).toBe('sort=title');
  });

  it('leaves a URL that already says the page alone', () => {
    expect(withStatePage(params('page=3'), 3)).toBeNull();
    expect(withStatePage(params('search=a'), 1)).toBeNull();
  });
});

describe('nextSort', () => {
  it('cycles a column ascending, descending, then back to the server order', () => {
    expect(nextSort(null, 'title')).toBe('title');
    expect(nextSort('title', 'title')).toBe('-title');
    expect(nextSort('-title', 'title')).toBeNull();
    expect(nextSort('-created_at', 'title')).toBe('title');
  });
});

describe('listOf', () => {
  it("reads a list's sortable fields and filters from the contract's list query, written once there", () => {
    const status = z.enum(['live', 'expired']).optional();
    const list = listOf(listQuerySchema(['title', 'created_at'] as const, { status }));
    expect(list.sorts).toEqual(['title', 'created_at']);
    expect(Object.keys(list.filters)).toEqual(['status']);
    expect(parseListState(list, params('sort=-created_at&filter.status=live'))).toMatchObject({
      sort: '-created_at',
      filter: { status: 'live' },
    });
  });
});
