import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type AppRoute } from './helper.js';
import { ISOLATION_ENV, walkRole } from './isolation-walk.js';
import { buildWorld, type World } from './isolation-world.js';
import { seededRoles } from './role-matrix.js';
import { walkedRoutes } from './tenant-routes.js';

// Decision 0098: the whole matrix — every private route × every seeded role × its own records,
// another site's and another account's records, and selections it lacks.
const t = useTestApp(ISOLATION_ENV);

let world: World;
let routes: AppRoute[];
beforeAll(async () => {
  world = await buildWorld(t);
  routes = walkedRoutes(t);
}, 120_000);

describe('every route as every seeded role', () => {
  for (const role of seededRoles()) {
    it(`as ${role.role}: the declared right's answer, 404 for other tenants' records, nothing of theirs shown`, async () => {
      const started = performance.now();
      const tally = await walkRole(t, world, role, routes);
      console.log(
        `isolation ${role.role}: ${routes.length} routes, ${tally.calls} calls, ${tally.exports} exports, ${tally.mails} mails, own marker seen ${JSON.stringify(tally.ownSeen)}, ${Math.round(performance.now() - started)} ms`,
      );
      expect(tally.problems).toEqual([]);
      expect(tally.ownSeen.body).toBeGreaterThan(0);
    }, 300_000);
  }
});
