import { buildLevelAbilities, type PermissionMap } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { reachOf, SITE_MEMBER, siteRight, tenantRight } from './reach.js';
import type { Access } from './scope.js';

const scope = { accountId: 1, siteId: 3, employerId: 7 };
const accessWith = (permissions: PermissionMap, selected: Access['scope'] = scope): Access => ({
  scope: selected,
  grants: [],
  permissions,
  levels: buildLevelAbilities(permissions, selected),
});
const refused = expect.objectContaining({ statusCode: 403 });

describe('reachOf a site right', () => {
  it('reaches the selected site for a right granted in the account or the site', () => {
    expect(reachOf(accessWith({ 'account:1': ['tags.all'] }), siteRight('delete', 'tags'))).toEqual({ siteId: 3 });
    expect(reachOf(accessWith({ 'site:3': ['tags.read'] }), siteRight('read', 'tags'))).toEqual({ siteId: 3 });
  });

  it('refuses the same right granted by an employer membership', () => {
    expect(() => reachOf(accessWith({ 'employer:7': ['tags.all'] }), siteRight('read', 'tags'))).toThrow(refused);
    expect(() => reachOf(accessWith({ 'employer:7': ['all'] }), siteRight('export', 'employers'))).toThrow(refused);
  });

  it('refuses a right the site level does not hold', () => {
    expect(() => reachOf(accessWith({ 'site:3': ['tags.read'] }), siteRight('delete', 'tags'))).toThrow(refused);
  });

  it('lets any member of the selected site in for SITE_MEMBER, and nobody without a site', () => {
    expect(reachOf(accessWith({ 'employer:7': ['employer.read'] }), SITE_MEMBER)).toEqual({ siteId: 3 });
    const noSite = { accountId: 1, siteId: null, employerId: null };
    expect(() => reachOf(accessWith({ 'account:1': ['all'] }, noSite), SITE_MEMBER)).toThrow(refused);
  });
});

describe('reachOf a tenant right', () => {
  const credits = tenantRight('read', { site: 'credits', employer: 'credits' });

  it('reaches the whole site from the site level, the selected employer alone from its membership', () => {
    expect(reachOf(accessWith({ 'site:3': ['credits.read'] }), credits)).toEqual({ siteId: 3 });
    expect(reachOf(accessWith({ 'employer:7': ['credits.read'] }), credits)).toEqual({ siteId: 3, employerId: 7 });
  });

  it('never combines two memberships into more than either grants', () => {
    const split = accessWith({ 'site:3': ['credits.export'], 'employer:7': ['credits.create'] });
    expect(() => reachOf(split, credits)).toThrow(refused);
  });
});
