import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROLE_DEFINITIONS } from '../src/db/seed/roles.js';

// Databases seeded before decision 0038 get the employer roles' new rights from a data migration;
// it must write exactly what a fresh seed gives those roles.
describe('migration 0019 (built-in employer roles after decision 0038)', () => {
  it('sets each employer role to the rights the seed defines', () => {
    const text = fs.readFileSync(new URL('../drizzle/0019_builtin_roles_jobs_rights.sql', import.meta.url), 'utf8');
    const written = new Map(
      [...text.matchAll(/SET "permissions" = '(\[[^']*\])'::jsonb WHERE "key" = '([a-z-]+)'/g)].map((m) => [
        m[2],
        JSON.parse(m[1] ?? '[]') as string[],
      ]),
    );
    for (const key of ['employer-admin', 'employer-user']) {
      expect(written.get(key), key).toEqual(ROLE_DEFINITIONS.find((role) => role.key === key)?.permissions);
    }
  });
});
