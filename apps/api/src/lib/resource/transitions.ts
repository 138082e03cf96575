import { MESSAGES, type TransitionMachine } from '@portal/contract';
import { conflict, notFound } from '../http-error.js';

/** What a run of one transition over some rows needs; the resource supplies its rows and writes. */
export interface TransitionRun<Row, Status extends string, Name extends string, Key, Tx> {
  /** The states and moves in force for this request: a fixed table's, or read from data. */
  machine: TransitionMachine<Status, Name>;
  name: Name;
  keys: readonly Key[];
  /** The rows of these keys in the request's scope (another tenant's are simply absent). */
  find: (tx: Tx, keys: Key[]) => Promise<Row[]>;
  statusOf: (row: Row) => Status;
  /** Moves one row and writes what comes with it (history, audit, mail). */
  apply: (tx: Tx, row: Row, to: Status) => Promise<void>;
}

/**
 * Moves one or many rows through a transition, all or nothing (decision 0030): a key outside the
 * scope is a 404, a row the machine refuses to move a 409, and nothing is written in either case.
 * A row already where the move leads is left alone. Answers how many rows changed (the bulk report).
 * String keys are uuids, taken in any case.
 */
export async function runTransition<Row, Status extends string, Name extends string, Key, Tx>(
  db: { transaction: <T>(work: (tx: Tx) => Promise<T>) => Promise<T> },
  run: TransitionRun<Row, Status, Name, Key, Tx>,
): Promise<number> {
  // Postgres compares uuids ignoring case: each key is counted in one spelling, as the rows come back.
  const unique = [...new Set(run.keys.map((key) => (typeof key === 'string' ? (key.toLowerCase() as Key) : key)))];
  return db.transaction(async (tx) => {
    const rows = await run.find(tx, unique);
    if (rows.length !== unique.length) throw notFound();
    const moves = rows.map((row) => {
      const from = run.statusOf(row);
      const to = run.machine.move(run.name, from);
      if (to === undefined) throw conflict(MESSAGES.statusConflict);
      return { row, from, to };
    });
    let updated = 0;
    for (const { row, from, to } of moves) {
      if (to === from) continue;
      await run.apply(tx, row, to);
      updated += 1;
    }
    return updated;
  });
}

/** The reason a transition's body gives (a rejection's), or null where its body carries none. */
export const reasonOf = (input: object): string | null =>
  'reason' in input && typeof input.reason === 'string' ? input.reason : null;
