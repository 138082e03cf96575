import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type AppRoute } from './helper.js';
import { ALL_PHASES, ISOLATION_ENV, walkRole } from './isolation-walk.js';
import { buildWorld, type World } from './isolation-world.js';
import { seededRoles } from './role-matrix.js';
import { walkedRoutes } from './tenant-routes.js';

// Decision 0098, the fast tier's slice: every private route as an employer's admin (the reach
// narrowest by scope that still exports and mails) with its own records and other tenants' records,
// and the site's answers unmoved by other tenants' new records. isolation-by-role.slow-test.ts walks
// every seeded role, with the selections they lack too (tenancy-walk.test.ts tries those here).
const t = useTestApp(ISOLATION_ENV);

let world: World;
let routes: AppRoute[];
beforeAll(async () => {
  world = await buildWorld(t);
  routes = walkedRoutes(t);
}, 120_000);

describe('every route of the route table as an employer admin', () => {
  it('answers as the declared right says, 404 for other tenants’ records, and shows nothing of theirs', async () => {
    const role = seededRoles().find((seeded) => seeded.role === 'employer-admin');
    if (!role) throw new Error('no employer-admin in the seed');
    const tally = await walkRole(t, world, role, routes, { ...ALL_PHASES, selections: false });
    expect(tally.problems).toEqual([]);
    // The check sees a marker where one is: the role's own records' shows in a body, a file and a mail.
    expect(tally.calls).toBeGreaterThan(routes.length * 2);
    expect(tally.ownSeen.body).toBeGreaterThan(0);
    expect(tally.ownSeen.export).toBeGreaterThan(0);
    expect(tally.ownSeen.mail).toBeGreaterThan(0);
  }, 120_000);
});
