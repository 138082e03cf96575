import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './client.js';
import { NO_SITE, runInScope } from './row-scope.js';

interface RoleRow {
  role: string;
  superuser: boolean;
  bypasses: boolean;
}

/**
 * Refuses to start when the role the app's statements run as would pass every policy: a superuser,
 * or a role with BYPASSRLS (decision 0104). Asked as that role itself, the way every request runs.
 */
export async function refuseUnguardedRole(db: Db): Promise<void> {
  const [row] = await runInScope(NO_SITE, () =>
    queryRows<RoleRow>(
      db,
      sql`select current_user as role, r.rolsuper as superuser, r.rolbypassrls as bypasses
            from pg_roles r where r.rolname = current_user`,
    ),
  );
  if (!row) throw new Error('row-level security: the app role was not found');
  const why = row.superuser ? 'is a superuser' : row.bypasses ? 'bypasses row-level security (BYPASSRLS)' : undefined;
  if (why) {
    throw new Error(
      `refusing to start: the database role "${row.role}" the app runs as ${why}, so no policy would keep tenants apart (decision 0104). Set DATABASE_APP_ROLE to a role that is neither.`,
    );
  }
}
