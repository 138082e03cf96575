import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from './query-client';
import { EMPTY_SELECTION, getSelection, scopeStore, setSelection } from './scope-store';

const SITE_A = { accountId: 1, siteId: 1, employerId: null };
const SITE_B = { accountId: 1, siteId: 2, employerId: null };

describe('setSelection', () => {
  afterEach(() => {
    queryClient.clear();
    scopeStore.set(EMPTY_SELECTION);
  });

  it("drops the old site's rows so another site never shows them under its name", () => {
    setSelection(SITE_A);
    queryClient.setQueryData(['employers', 'list', 'all', {}], { data: [{ id: 1, name: 'Site A employer' }] });
    queryClient.setQueryData(['me'], { id: 7 });

    setSelection(SITE_B);

    expect(getSelection()).toEqual(SITE_B);
    expect(queryClient.getQueryData(['employers', 'list', 'all', {}])).toBeUndefined();
    expect(queryClient.getQueryData(['me'])).toEqual({ id: 7 });
  });

  it('keeps the cache when the same scope is selected again', () => {
    setSelection(SITE_A);
    queryClient.setQueryData(['employers', 'detail', 1], { id: 1 });
    setSelection({ ...SITE_A });
    expect(queryClient.getQueryData(['employers', 'detail', 1])).toEqual({ id: 1 });
  });
});
