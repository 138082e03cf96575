import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helper.js';
import type { OwnWorld } from './hostile-requests.js';
import { hostileWalk, ownWorld } from './hostile-walk.js';

// Decision 0097: a sample of the hostile-input walk, one generated request per route; the full run
// (hostile-input.slow-test.ts) sends several per route. A failure prints how to run it again.
const t = useTestApp();
let world: OwnWorld;
beforeAll(async () => {
  world = await ownWorld(t);
});

describe('every /portal route, sent one generated malformed request', () => {
  it('never answers 5xx or anything internal, refuses in Laravel’s shape and writes nothing when it refuses', async () => {
    const figures = await hostileWalk(t, world, Number(process.env.HOSTILE_RUNS_PER_ROUTE ?? 1));
    expect(figures.routes).toBeGreaterThan(170);
    console.log(`hostile input: ${JSON.stringify(figures)}`);
  }, 300_000);
});
