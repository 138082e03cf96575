import { buildAbility, buildLevelAbilities, type PermissionMap } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { siteReach } from './reach.js';
import type { Access } from './scope.js';

const scope = { accountId: 1, siteId: 3, employerId: 7 };
const accessWith = (permissions: PermissionMap): Access => ({
  scope,
  grants: [],
  permissions,
  ability: buildAbility(permissions, scope),
  levels: buildLevelAbilities(permissions, scope),
});

describe('siteReach', () => {
  it('reaches the selected site for a right granted in the account or the site', () => {
    expect(siteReach(accessWith({ 'account:1': ['tags.all'] }), 'delete', 'tags')).toEqual({ siteId: 3 });
    expect(siteReach(accessWith({ 'site:3': ['tags.read'] }), 'read', 'tags')).toEqual({ siteId: 3 });
  });

  it('refuses the same right granted by an employer membership', () => {
    expect(() => siteReach(accessWith({ 'employer:7': ['tags.all'] }), 'read', 'tags')).toThrow(
      expect.objectContaining({ statusCode: 403 }),
    );
  });

  it('refuses a right the site level does not hold', () => {
    expect(() => siteReach(accessWith({ 'site:3': ['tags.read'] }), 'delete', 'tags')).toThrow(
      expect.objectContaining({ statusCode: 403 }),
    );
  });
});
