import { describe, expect, it } from 'vitest';
import { LIST_LIMITS, MESSAGES } from '@portal/contract';
import { HttpError } from './http-error.js';
import { assertPageReachable, countOf, pageMeta } from './list-page.js';

describe('page meta and counts', () => {
  it('reports an exact count up to the threshold', () => {
    expect(pageMeta({ page: 2, per_page: 25 }, countOf(51))).toEqual({
      current_page: 2,
      per_page: 25,
      total: 51,
      last_page: 3,
    });
  });

  it('has one (empty) last page for an empty list', () => {
    expect(pageMeta({ page: 1, per_page: 25 }, countOf(0))).toMatchObject({ total: 0, last_page: 1 });
  });

  it('flags an estimate past the threshold, keeping last_page a page one can open', () => {
    const meta = pageMeta({ page: 1, per_page: 30 }, countOf(311_942));
    expect(meta).toEqual({ current_page: 1, per_page: 30, total: 311_942, last_page: 334, total_capped: true });
    expect(() => assertPageReachable({ page: meta.last_page, per_page: 30 })).not.toThrow();
    expect(() => assertPageReachable({ page: meta.last_page + 1, per_page: 30 })).toThrow(HttpError);
    const small = pageMeta({ page: 1, per_page: 100 }, countOf(LIST_LIMITS.exactCountUpTo + 500));
    expect(small).toMatchObject({ total: 1_500, last_page: 15, total_capped: true });
  });

  it('refuses a page that starts past the deepest row with 422 on page', () => {
    expect(() => assertPageReachable({ page: 400, per_page: 25 })).not.toThrow();
    try {
      assertPageReachable({ page: 401, per_page: 25 });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ statusCode: 422, errors: { page: [MESSAGES.invalid] } });
    }
  });
});
