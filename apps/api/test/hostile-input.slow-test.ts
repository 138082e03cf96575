import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helper.js';
import type { OwnWorld } from './hostile-requests.js';
import { hostileWalk, ownWorld } from './hostile-walk.js';

// Decision 0097: the full hostile-input walk, six generated malformed requests per /portal route
// (over a thousand a run); hostile-input.test.ts sends one per route in the fast tier.
// A failure prints the route, seed and path: `HOSTILE_ROUTE='…' HOSTILE_SEED=… HOSTILE_PATH=…`.
const PER_ROUTE = Number(process.env.HOSTILE_RUNS_PER_ROUTE ?? 6);
const t = useTestApp();
let world: OwnWorld;
beforeAll(async () => {
  world = await ownWorld(t);
});

describe('every /portal route, sent generated malformed requests', () => {
  it('never answers 5xx or anything internal, refuses in Laravel’s shape and writes nothing when it refuses', async () => {
    const figures = await hostileWalk(t, world, PER_ROUTE);
    expect(figures.requests).toBeGreaterThanOrEqual(1_000);
    console.log(`hostile input: ${JSON.stringify(figures)}`);
  }, 900_000);
});
