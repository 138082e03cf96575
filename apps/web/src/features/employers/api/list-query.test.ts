import { describe, expect, it } from 'vitest';
import { toEmployerListQuery } from './list-query';

const params = (query: string) => new URLSearchParams(query);

describe('the employers list definition', () => {
  it('turns the URL state into the API query string', () => {
    const query = toEmployerListQuery(
      params(
        'page=3&per_page=50&sort=-business_name&search=%20bakery%20&filter.type=household&filter.status=on_hold&filter.industry=technology',
      ),
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

  it('drops a sort, type or status the contract does not know', () => {
    expect(toEmployerListQuery(params('sort=phone&filter.type=robot&filter.status=live'))).toEqual({
      page: 1,
      per_page: 25,
    });
  });

  it('accepts every sortable column of the contract in both directions', () => {
    for (const sort of ['business_name', 'type', 'contact_name', 'live_jobs_count', 'status', 'created_at']) {
      expect(toEmployerListQuery(params(`sort=${sort}`)).sort).toBe(sort);
      expect(toEmployerListQuery(params(`sort=-${sort}`)).sort).toBe(`-${sort}`);
    }
  });
});
