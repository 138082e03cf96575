import { describe, expect, it } from 'vitest';
import { canGrant, InviteAccountUserSchema } from './account-users.js';

const owner = { 'account:1': ['all'] };
const manager = { 'account:1': ['users.all', 'jobs.all', 'employers.all', 'dashboard.read'] };

describe('canGrant', () => {
  it('lets the holder of everything grant anything', () => {
    expect(canGrant(owner, { accountId: 1 }, ['all'])).toBe(true);
  });

  it('refuses a role holding a right the caller lacks in that scope', () => {
    expect(canGrant(manager, { accountId: 1 }, ['all'])).toBe(false);
    expect(canGrant(manager, { accountId: 1, siteId: 3 }, ['jobs.all', 'settings.read'])).toBe(false);
    expect(canGrant(manager, { accountId: 1, siteId: 3 }, ['jobs.read', 'dashboard.read'])).toBe(true);
  });

  it('counts only the rights of the scope granted in: another account’s never help', () => {
    expect(canGrant({ 'account:2': ['all'] }, { accountId: 1 }, ['jobs.read'])).toBe(false);
  });

  it('treats the staff right on employers as covering an employer’s own right', () => {
    expect(canGrant(manager, { accountId: 1, siteId: 3, employerId: 7 }, ['employer.update'])).toBe(true);
  });
});

describe('InviteAccountUserSchema', () => {
  it('refuses a role of another kind of scope on the role field', () => {
    const parsed = InviteAccountUserSchema.safeParse({
      email: 'a@b.test',
      scope_type: 'site',
      scope_id: 3,
      role: 'account-admin',
    });
    expect(parsed.error?.issues.map((issue) => issue.path)).toEqual([['role']]);
  });
});
