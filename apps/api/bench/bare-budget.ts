// The pure half of bench:api's comparison with the bare server (decision 0069): whether the bare
// server answered the product's page, the medians of the interleaved rounds, and the budget's verdicts.
import type { LoadResult } from './load.js';

/** The ids of a product page, in order: each row's `uuid`, else its `id`. */
export const productIds = (data: Record<string, unknown>[]): string[] => data.map((row) => String(row.uuid ?? row.id));

/**
 * Whether the bare server's rows are the product's page: one of their columns holds the same ids in
 * the same order (the page statement selects the id under its own column name; which column it is
 * differs by list, so every column is tried).
 */
export function sameIds(ids: string[], rows: Record<string, unknown>[]): boolean {
  if (rows.length !== ids.length) return false;
  if (rows.length === 0) return true;
  return Object.keys(rows[0] ?? {}).some((key) => rows.every((row, i) => String(row[key]) === ids[i]));
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
};

/** One route at one concurrency: the product's and the bare server's runs, round by round. */
export interface Rounds {
  name: string;
  kind: 'list' | 'search';
  connections: number;
  product: LoadResult[];
  bare: LoadResult[];
}

/** The medians of the rounds; the ratio is the median of each round's own ratio (runs seconds apart). */
export function summariseRounds({ product, bare }: Pick<Rounds, 'product' | 'bare'>) {
  return {
    productRps: median(product.map((r) => r.rps)),
    bareRps: median(bare.map((r) => r.rps)),
    ratio: median(product.map((r, i) => r.rps / (bare[i]?.rps ?? NaN))),
    productP95: median(product.map((r) => r.p95)),
    bareP95: median(bare.map((r) => r.p95)),
  };
}

/** Issue 36's budgets, as decision 0069 reads them. */
export const BUDGET = { ratio: 0.7, ratioAt: [10, 50], listP95: 25, searchP95: 50, p95At: 10 } as const;

export interface Verdict {
  budget: string;
  /** Routes judged; empty when the run had none of the concurrencies the budget reads. */
  judged: string[];
  misses: string[];
  /**
   * The misses of an absolute budget (a p95) that the bare server misses too, running the same SQL on the
   * same machine: the machine's and the statement's time, which no code around the statement can win back.
   */
  bareMisses: number;
}

const f = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));

/**
 * The verdict of each budget: lists ≥ 0.7× the bare server at 10 and at 50 connections and p95 ≤ 25 ms
 * at 10; searches p95 ≤ 50 ms at 10 (a search's ratio is printed, not judged).
 */
export function verdicts(all: Rounds[]): [Verdict, Verdict, Verdict] {
  const ratio: Verdict = {
    budget: `lists ≥ ${BUDGET.ratio}× the bare server at 10 and 50 connections`,
    judged: [],
    misses: [],
    bareMisses: 0,
  };
  const listP95: Verdict = {
    budget: `lists p95 ≤ ${BUDGET.listP95} ms at 10 connections`,
    judged: [],
    misses: [],
    bareMisses: 0,
  };
  const searchP95: Verdict = {
    budget: `searches p95 ≤ ${BUDGET.searchP95} ms at 10 connections`,
    judged: [],
    misses: [],
    bareMisses: 0,
  };
  for (const rounds of all) {
    const s = summariseRounds(rounds);
    if (rounds.kind === 'list' && (BUDGET.ratioAt as readonly number[]).includes(rounds.connections)) {
      ratio.judged.push(rounds.name);
      if (!(s.ratio >= BUDGET.ratio))
        ratio.misses.push(`${rounds.name} ${s.ratio.toFixed(2)}× at c${rounds.connections}`);
    }
    if (rounds.connections !== BUDGET.p95At) continue;
    const verdict = rounds.kind === 'list' ? listP95 : searchP95;
    const limit = rounds.kind === 'list' ? BUDGET.listP95 : BUDGET.searchP95;
    verdict.judged.push(rounds.name);
    if (s.productP95 <= limit) continue;
    const bareOver = !(s.bareP95 <= limit);
    if (bareOver) verdict.bareMisses += 1;
    verdict.misses.push(`${rounds.name} ${f(s.productP95)} ms (bare ${f(s.bareP95)}${bareOver ? ', over too' : ''})`);
  }
  return [ratio, listP95, searchP95];
}

/** One line per budget: met, missed (naming the misses), or not judged in this run. */
export const verdictLine = ({ budget, judged, misses, bareMisses }: Verdict): string =>
  judged.length === 0
    ? `${budget}: not judged (no run at the concurrencies it reads)`
    : misses.length === 0
      ? `${budget}: met by all ${new Set(judged).size}`
      : `${budget}: missed by ${misses.length} — ${misses.join('; ')}${
          bareMisses > 0 ? ` — the bare server misses ${bareMisses} of them too` : ''
        }`;
