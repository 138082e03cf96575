import { describe, expect, it } from 'vitest';
import { pageTotalKey } from './estimated-totals.js';

// Decision 0071: a page's kept total is keyed by its own statement, without its window and sort.
const page = (sql: string, params: unknown[]) => pageTotalKey({ sql, params });
const where = 'select "id", "name" from "employers" where ("site_id" = $1 and "status" = $2)';

describe('pageTotalKey', () => {
  it('is shared by every page and sort of one list', () => {
    const first = page(`${where} order by "name" asc, "id" asc limit $3`, [4, 'active', 25]);
    expect(first).toBeDefined();
    expect(page(`${where} order by "name" asc, "id" asc limit $3 offset $4`, [4, 'active', 25, 50])).toBe(first);
    expect(page(`${where} order by lower("name") desc, "id" desc limit $3`, [4, 'active', 25])).toBe(first);
  });

  it('differs with any value or condition before the sort', () => {
    const first = page(`${where} order by "id" limit $3`, [4, 'active', 25]);
    expect(page(`${where} order by "id" limit $3`, [5, 'active', 25])).not.toBe(first);
    expect(page(`${where} order by "id" limit $3`, [4, 'on_hold', 25])).not.toBe(first);
    expect(page(`${where} and "x" = $3 order by "id" limit $4`, [4, 'active', 1, 25])).not.toBe(first);
  });

  it('names nothing when the statement has no ORDER BY of its own', () => {
    const inner = 'select "id" from "jobs" where "id" in (select "id" from "jobs" order by "id" limit 5) limit $1';
    expect(page(inner, [25])).toBeUndefined();
    expect(page(`${where} and "note" = ') order by x' limit $3`, [4, 'active', 25])).toBeUndefined();
    expect(page(`${where} order by "id"`, [4, 'active'])).toBeUndefined();
  });
});
