import { describe, expect, it } from 'vitest';
import { productIds, sameIds, summariseRounds, verdictLine, verdicts, type Rounds } from '../bench/bare-budget.js';
import type { LoadResult } from '../bench/load.js';

const run = (rps: number, p95: number): LoadResult => ({ rps, p50: p95 / 2, p95, p99: p95 * 2, errors: 0 });
const rounds = (over: Partial<Rounds>): Rounds => ({
  name: 'jobs: default page',
  kind: 'list',
  connections: 10,
  product: [run(700, 20)],
  bare: [run(1000, 10)],
  ...over,
});

describe("bench:api's bare server comparison (decision 0069)", () => {
  it("accepts the bare rows when one column holds the product page's ids in its order", () => {
    const page = [{ uuid: 'a', title: 'x' }, { uuid: 'b' }, { id: 7 }];
    const rows = [
      { uuid: 'j1', applications_uuid: 'a' },
      { uuid: 'j2', applications_uuid: 'b' },
      { uuid: 'j3', applications_uuid: '7' },
    ];
    expect(sameIds(productIds(page), rows)).toBe(true);
  });

  it('refuses rows in another order, a missing row or an extra one', () => {
    const ids = ['a', 'b'];
    expect(sameIds(ids, [{ uuid: 'b' }, { uuid: 'a' }])).toBe(false);
    expect(sameIds(ids, [{ uuid: 'a' }])).toBe(false);
    expect(sameIds(ids, [{ uuid: 'a' }, { uuid: 'b' }, { uuid: 'c' }])).toBe(false);
    expect(sameIds([], [])).toBe(true);
  });

  it("takes the median of each round's own ratio, and the medians of req/s and p95", () => {
    const s = summariseRounds({
      product: [run(100, 30), run(300, 10), run(210, 20)],
      bare: [run(200, 5), run(400, 5), run(300, 6)],
    });
    expect(s).toMatchObject({ productRps: 210, bareRps: 300, productP95: 20, bareP95: 5 });
    expect(s.ratio).toBeCloseTo(0.7); // rounds 0.5, 0.75, 0.7
  });

  it('meets each budget at its bound and names every miss', () => {
    const [ratio, listP95, searchP95] = verdicts([
      rounds({}), // 0.7× and 20 ms at c10: met
      rounds({ connections: 50, product: [run(690, 90)] }), // 0.69× at c50: missed; p95 not read at c50
      rounds({ name: 'employers: page 400', product: [run(900, 25.5)] }),
      rounds({ name: 'jobs: search "nurse"', kind: 'search', product: [run(10, 50)] }),
      rounds({ name: 'seekers: search a name', kind: 'search', product: [run(10, 51)] }),
    ]);
    expect(ratio.misses).toEqual(['jobs: default page 0.69× at c50']);
    expect(listP95.misses).toEqual(['employers: page 400 25.5 ms (bare 10.0)']);
    expect(searchP95.misses).toEqual(['seekers: search a name 51.0 ms (bare 10.0)']);
    expect(verdictLine(listP95)).toBe(
      'lists p95 ≤ 25 ms at 10 connections: missed by 1 — employers: page 400 25.5 ms (bare 10.0)',
    );
  });

  it('says which misses of a p95 budget the bare server, running the same SQL, misses too', () => {
    const [, listP95, searchP95] = verdicts([
      rounds({ name: 'jobs: page 400', product: [run(300, 50.2)], bare: [run(420, 40.5)] }),
      rounds({ name: 'flagged jobs', product: [run(340, 30)], bare: [run(500, 20)] }),
      rounds({ name: 'seekers: search a name', kind: 'search', product: [run(100, 143)], bare: [run(120, 116)] }),
    ]);
    expect(listP95.misses).toEqual([
      'jobs: page 400 50.2 ms (bare 40.5, over too)',
      'flagged jobs 30.0 ms (bare 20.0)',
    ]);
    expect(listP95.bareMisses).toBe(1);
    expect(verdictLine(listP95)).toMatch(/— the bare server misses 1 of them too$/);
    expect(verdictLine(searchP95)).toMatch(
      /seekers: search a name 143 ms \(bare 116, over too\) — the bare server misses 1 of them too$/,
    );
  });

  it('says met, and says when a run has none of the concurrencies a budget reads', () => {
    const [ratio, listP95, searchP95] = verdicts([rounds({})]);
    expect(verdictLine(ratio)).toBe('lists ≥ 0.7× the bare server at 10 and 50 connections: met by all 1');
    expect(verdictLine(listP95)).toMatch(/: met/);
    expect(verdictLine(searchP95)).toMatch(/not judged/);
    expect(verdictLine(verdicts([rounds({ connections: 1 })])[0])).toMatch(/not judged/);
  });
});
