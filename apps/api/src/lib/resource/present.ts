import type { z } from 'zod';

type Shape<S extends z.ZodObject> = z.infer<S>;
type Computed<Out, Row> = { [K in keyof Out]?: (row: Row) => Out[K] };

/**
 * A presenter as a pick of a response schema's keys (decision 0074): every key the source holds
 * under the same name and type is copied, the few that are not (a join's name, a date as text) are
 * named in `computed`. A field added to the schema is answered once the source holds it; one the
 * source lacks is a type error here, not a missing key at run time.
 */
export function presenterOf<S extends z.ZodObject, Row, C extends Computed<Shape<S>, Row>>(
  schema: S,
  source: (row: Row) => Pick<Shape<S>, Exclude<keyof Shape<S>, keyof C>>,
  computed: C,
): (row: Row) => Shape<S> {
  const keys = Object.keys(schema.shape);
  const named = computed as Record<string, ((row: Row) => unknown) | undefined>;
  return (row) => {
    const plain = source(row) as Record<string, unknown>;
    return Object.fromEntries(keys.map((key) => [key, named[key] ? named[key](row) : plain[key]])) as Shape<S>;
  };
}

/**
 * Cells by key (an export's columns, each header its key): a key the row holds is read by name, a
 * computed one from `computed`.
 */
export function cellsOf<Row, V>(
  keys: readonly string[],
  source: (row: Row) => object,
  computed: Record<string, (row: Row) => V>,
): Record<string, (row: Row) => V> {
  return Object.fromEntries(
    keys.map((key) => [key, computed[key] ?? ((row: Row) => (source(row) as Record<string, V>)[key])]),
  ) as Record<string, (row: Row) => V>;
}

/** One row of a repository's export batches (`list.exported`), as `cellsOf` reads it. */
export type ExportRowOf<R extends { batches: (...args: never[]) => AsyncIterable<readonly unknown[]> }> =
  ReturnType<R['batches']> extends AsyncIterable<readonly (infer Row)[]> ? Row : never;
