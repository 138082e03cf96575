import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROLE_DEFINITIONS } from '../src/db/seed/roles.js';

// Databases seeded before decisions 0038 and 0046 get the employer roles' new rights from data
// migrations; the latest one that sets a role must write exactly what a fresh seed gives it.
const MIGRATIONS = ['0019_builtin_roles_jobs_rights.sql', '0021_builtin_roles_application_rights.sql'];

describe('migrations 0019 and 0021 (built-in employer roles after decisions 0038, 0046)', () => {
  it('leave each employer role with the rights the seed defines', () => {
    const written = new Map<string, string[]>();
    for (const file of MIGRATIONS) {
      const text = fs.readFileSync(new URL(`../drizzle/${file}`, import.meta.url), 'utf8');
      for (const m of text.matchAll(/SET "permissions" = '(\[[^']*\])'::jsonb WHERE "key" = '([a-z-]+)'/g)) {
        written.set(m[2] ?? '', JSON.parse(m[1] ?? '[]') as string[]);
      }
    }
    for (const key of ['employer-admin', 'employer-user']) {
      expect(written.get(key), key).toEqual(ROLE_DEFINITIONS.find((role) => role.key === key)?.permissions);
    }
  });
});
