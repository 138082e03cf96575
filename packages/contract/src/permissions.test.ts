import { describe, expect, it } from 'vitest';
import { buildAbility, can, rulesForEntry } from './permissions.js';

const permissions = {
  'account:1': ['jobs.read', 'employers.all'],
  'site:10': ['seekers.update', 'all.export'],
  'site:11': ['all'],
  'employer:7': ['employer.update'],
  'account:2': ['all'],
};

describe('the ability builder (spec §6)', () => {
  it('gives everybody access on portal, even with no entries', () => {
    const ability = buildAbility({}, {});
    expect(can(ability, 'access', 'portal')).toBe(true);
    expect(can(ability, 'read', 'jobs')).toBe(false);
  });

  it('reads subject.action entries of the selected account', () => {
    const ability = buildAbility(permissions, { accountId: 1 });
    expect(can(ability, 'read', 'jobs')).toBe(true);
    expect(can(ability, 'update', 'jobs')).toBe(false);
  });

  it('gives every subject named in an entry the access action', () => {
    const ability = buildAbility(permissions, { accountId: 1 });
    expect(can(ability, 'access', 'jobs')).toBe(true);
    expect(can(ability, 'access', 'seekers')).toBe(false);
  });

  it('treats the action "all" as manage (every action on that subject)', () => {
    const ability = buildAbility(permissions, { accountId: 1 });
    expect(can(ability, 'delete', 'employers')).toBe(true);
    expect(can(ability, 'approve', 'employers')).toBe(true);
    expect(can(ability, 'delete', 'jobs')).toBe(false);
  });

  it('treats the entry "all" as manage on everything', () => {
    const ability = buildAbility(permissions, { accountId: 1, siteId: 11 });
    expect(can(ability, 'delete', 'seekers')).toBe(true);
    expect(can(ability, 'impersonate', 'credits')).toBe(true);
  });

  it('counts only the selected account, site and employer', () => {
    expect(can(buildAbility(permissions, { accountId: 1, siteId: 10 }), 'update', 'seekers')).toBe(true);
    expect(can(buildAbility(permissions, { accountId: 1, siteId: 12 }), 'update', 'seekers')).toBe(false);
    expect(can(buildAbility(permissions, { accountId: 3 }), 'read', 'jobs')).toBe(false);
    expect(can(buildAbility(permissions, { accountId: 1, siteId: 10, employerId: 7 }), 'update', 'employer')).toBe(
      true,
    );
    expect(can(buildAbility(permissions, { accountId: 1, siteId: 10 }), 'update', 'employer')).toBe(false);
  });

  it('recalculates when the selection changes', () => {
    expect(can(buildAbility(permissions, { accountId: 2 }), 'delete', 'jobs')).toBe(true);
    expect(can(buildAbility(permissions, { accountId: 1 }), 'delete', 'jobs')).toBe(false);
  });

  it('passes a check through an action held on "all", unless that fallback is off', () => {
    const ability = buildAbility(permissions, { siteId: 10 });
    expect(can(ability, 'export', 'employers')).toBe(true);
    expect(can(ability, 'export', 'employers', { allFallback: false })).toBe(false);
    expect(can(ability, 'update', 'seekers', { allFallback: false })).toBe(true);
  });

  it('ignores empty entries', () => {
    expect(rulesForEntry('  ')).toEqual([]);
    expect(rulesForEntry('.read')).toEqual([]);
  });
});
