import { describe, expect, it } from 'vitest';
import { machineOf, MESSAGES, type TransitionMachine } from '@portal/contract';
import { HttpError } from '../http-error.js';
import { runTransition } from './transitions.js';

/**
 * A machine read from data, as an application's stages will be: the site's own stages in the
 * site's order, some retired. `advance` goes to the next stage still in use; `reject` ends any
 * stage but the last two.
 */
interface Stage {
  value: string;
  retired: boolean;
}
type StageMove = 'advance' | 'reject';

function stageMachine(stages: Stage[]): TransitionMachine<string, StageMove> {
  const live = stages.filter((s) => !s.retired).map((s) => s.value);
  const [hired, unsuccessful] = live.slice(-2);
  return {
    move(name, from) {
      const at = live.indexOf(from);
      if (at < 0 || from === hired || from === unsuccessful) return undefined;
      return name === 'reject' ? unsuccessful : live[at + 1];
    },
  };
}

interface Application {
  id: number;
  stage: string;
}

/** An in-memory table with the same all-or-nothing transaction the database gives. */
function store(rows: Application[]) {
  let table = rows.map((r) => ({ ...r }));
  const db = {
    async transaction<T>(work: (tx: Application[]) => Promise<T>): Promise<T> {
      const copy = table.map((r) => ({ ...r }));
      const result = await work(copy);
      table = copy;
      return result;
    },
  };
  return { db, rows: () => table };
}

const run = <N extends string>(machine: TransitionMachine<string, N>, name: N, keys: number[]) => ({
  machine,
  name,
  keys,
  find: (tx: Application[], ids: number[]) => Promise.resolve(tx.filter((r) => ids.includes(r.id))),
  statusOf: (row: Application) => row.stage,
  apply: (_tx: Application[], row: Application, to: string) => {
    row.stage = to;
    return Promise.resolve();
  },
});

const refusal = async (work: Promise<unknown>) => {
  const error = await work.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(HttpError);
  return { status: (error as HttpError).statusCode, message: (error as HttpError).message };
};

const STAGES: Stage[] = ['applied', 'screening', 'interviewed', 'hired', 'unsuccessful'].map((value) => ({
  value,
  retired: false,
}));

describe('runTransition with stages read from data', () => {
  it('moves each row to the next stage in the site’s order and reports how many moved', async () => {
    const s = store([
      { id: 1, stage: 'applied' },
      { id: 2, stage: 'screening' },
    ]);
    expect(await runTransition(s.db, run(stageMachine(STAGES), 'advance', [1, 2, 2]))).toBe(2);
    expect(s.rows().map((r) => r.stage)).toEqual(['screening', 'interviewed']);
  });

  it('follows the stages as the site reorders and retires them, at run time', async () => {
    const reordered = [STAGES[0], STAGES[2], STAGES[1], ...STAGES.slice(3)] as Stage[];
    const s = store([{ id: 1, stage: 'applied' }]);
    await runTransition(s.db, run(stageMachine(reordered), 'advance', [1]));
    expect(s.rows()[0]?.stage).toBe('interviewed');
    const retired = STAGES.map((st) => (st.value === 'screening' ? { ...st, retired: true } : st));
    const t = store([{ id: 1, stage: 'applied' }]);
    await runTransition(t.db, run(stageMachine(retired), 'advance', [1]));
    expect(t.rows()[0]?.stage).toBe('interviewed');
  });

  it('refuses the whole run with 409 when one row may not move, and writes nothing', async () => {
    const s = store([
      { id: 1, stage: 'applied' },
      { id: 2, stage: 'hired' },
    ]);
    expect(await refusal(runTransition(s.db, run(stageMachine(STAGES), 'reject', [1, 2])))).toEqual({
      status: 409,
      message: MESSAGES.statusConflict,
    });
    expect(s.rows().map((r) => r.stage)).toEqual(['applied', 'hired']);
  });

  it('refuses a row in a stage the site retired with 409', async () => {
    const retired = STAGES.map((st) => (st.value === 'screening' ? { ...st, retired: true } : st));
    const s = store([{ id: 1, stage: 'screening' }]);
    expect((await refusal(runTransition(s.db, run(stageMachine(retired), 'advance', [1])))).status).toBe(409);
  });

  it('answers 404 for a key outside the scope, before any move', async () => {
    const s = store([{ id: 1, stage: 'applied' }]);
    expect((await refusal(runTransition(s.db, run(stageMachine(STAGES), 'advance', [1, 9])))).status).toBe(404);
    expect(s.rows()[0]?.stage).toBe('applied');
  });
});

describe('machineOf (a fixed table)', () => {
  const machine = machineOf({
    activate: { from: ['inactive', 'active'], to: 'active' },
    deactivate: { from: ['active'], to: 'inactive' },
  });

  it('counts only the rows that changed, leaving those already there', async () => {
    const s = store([
      { id: 1, stage: 'inactive' },
      { id: 2, stage: 'active' },
    ]);
    expect(await runTransition(s.db, run<string>(machine, 'activate', [1, 2]))).toBe(1);
    expect(s.rows().map((r) => r.stage)).toEqual(['active', 'active']);
  });
});
