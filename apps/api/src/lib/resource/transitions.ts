import { MESSAGES, type TransitionMachine } from '@portal/contract';
import type { JobQueue } from '../queue/queue.js';
import { queueMails } from '../../mail/outbox.js';
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

/** A database that runs work in a transaction (the app's `Db`; a stand-in in unit tests). */
interface Transactional<Tx> {
  transaction: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;
}

/**
 * Moves one or many rows through a transition, all or nothing (decision 0030): a key outside the
 * scope is a 404, a row the machine refuses to move a 409, and nothing is written in either case.
 * A row already where the move leads is left alone. Answers how many rows changed (the bulk report).
 * String keys are uuids, taken in any case.
 */
export async function runTransition<Row, Status extends string, Name extends string, Key, Tx>(
  db: Transactional<Tx>,
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

/**
 * `runTransition` whose moves mail someone (an approval, a rejection, an application's move): each
 * `apply` records its mails in the outbox inside the transaction and answers their ids, which are
 * queued for delivery once the whole run is committed, so a refused or failed run sends nothing.
 */
export async function runMailingTransition<Row, Status extends string, Name extends string, Key, Tx>(
  deps: { db: Transactional<Tx>; queue: JobQueue },
  run: Omit<TransitionRun<Row, Status, Name, Key, Tx>, 'apply'> & {
    apply: (tx: Tx, row: Row, to: Status) => Promise<readonly number[]>;
  },
): Promise<number> {
  const mailIds: number[] = [];
  const updated = await runTransition(deps.db, {
    ...run,
    apply: async (tx, row, to) => {
      mailIds.push(...(await run.apply(tx, row, to)));
    },
  });
  await queueMails(deps.queue, mailIds, 'bulk');
  return updated;
}
