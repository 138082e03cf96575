import { describe, expect, it } from 'vitest';
import { applyListChange, parseEmployerListState, toEmployerListQuery, toExportBody } from './list-query';

const params = (query: string) => new URLSearchParams(query);

describe('toEmployerListQuery', () => {
  it('asks for the first page of 25, newest first (the server default), without a URL', () => {
    expect(toEmployerListQuery(params(''))).toEqual({ page: 1, per_page: 25 });
  });

  it('turns the URL state into the API query string', () => {
    const query = toEmployerListQuery(
      params('page=3&per_page=50&sort=-business_name&search=%20bakery%20&filter.type=household&filter.status=on_hold&filter.industry=technology'),
    );
    expect(query).toEqual({
      page: 3,
      per_page: 50,
      sort: '-business_name',
      search: 'bakery',
      'filter[type]': 'household',
      'filter[status]': 'on_hold',
      'filter[industry]': 'technology',
    });
  });

  it('drops what the API would refuse instead of failing the page', () => {
    const query = toEmployerListQuery(
      params('page=0&per_page=1000&sort=phone&filter.type=robot&filter.status=live&search=%20%20'),
    );
    expect(query).toEqual({ page: 1, per_page: 25 });
    expect(toEmployerListQuery(params('page=abc&per_page=-5&sort=-'))).toEqual({ page: 1, per_page: 25 });
  });

  it('accepts every sortable column in both directions', () => {
    for (const sort of ['business_name', 'type', 'contact_name', 'live_jobs_count', 'status', 'created_at']) {
      expect(toEmployerListQuery(params(`sort=${sort}`)).sort).toBe(sort);
      expect(toEmployerListQuery(params(`sort=-${sort}`)).sort).toBe(`-${sort}`);
    }
  });
});

describe('applyListChange', () => {
  it('returns to the first page when the search, a filter, the sort or the page size changes', () => {
    const start = params('page=4&search=a&filter.type=business');
    expect(applyListChange(start, { search: 'ab' }).toString()).toBe('search=ab&filter.type=business');
    expect(applyListChange(start, { filter: 'status', value: 'active' }).get('page')).toBeNull();
    expect(applyListChange(start, { filter: 'type', value: '' }).has('filter.type')).toBe(false);
    expect(applyListChange(start, { sort: 'status' }).toString()).toBe('search=a&filter.type=business&sort=status');
    expect(applyListChange(start, { perPage: 100 }).get('per_page')).toBe('100');
  });

  it('keeps everything else when paging, and leaves defaults out of the URL', () => {
    const start = params('search=a&per_page=50');
    expect(applyListChange(start, { page: 2 }).toString()).toBe('search=a&per_page=50&page=2');
    expect(applyListChange(params('page=2'), { page: 1 }).toString()).toBe('');
    expect(applyListChange(params('per_page=50'), { perPage: 25 }).toString()).toBe('');
  });
});

describe('toExportBody', () => {
  it('exports the current search, sort and filters without paging', () => {
    const state = parseEmployerListState(params('page=2&per_page=10&sort=type&search=x&filter.status=active'));
    expect(toExportBody(state)).toEqual({ search: 'x', sort: 'type', filter: { status: 'active' } });
    expect(toExportBody(parseEmployerListState(params('')))).toEqual({ filter: {} });
  });
});
