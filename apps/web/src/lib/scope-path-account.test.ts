import type { AccountRef } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { resolveSelection } from './scope';
import { scopePathState } from './scope-path';

const accounts: AccountRef[] = [
  { id: 1, name: 'acme', title: 'Acme', sites: [{ id: 3, name: 'careers', title: 'Careers', employers: [] }] },
  { id: 2, name: 'globex', title: 'Globex', sites: [{ id: 5, name: 'talent', title: 'Talent', employers: [] }] },
];
const selection = resolveSelection(accounts, { accountId: 1, siteId: 3, employerId: null });
const at = (pathname: string) => ({ pathname, search: '?page=2', hash: '' });

describe('the account pages (/{account}/sites, /{account}/users: decision 0051)', () => {
  it('leave the selection alone when they name the selected account', () => {
    expect(scopePathState({ account: 'acme' }, accounts, selection, at('/acme/users'))).toEqual({ type: 'ok' });
  });

  it('select another account the user has, with its first site', () => {
    expect(scopePathState({ account: 'globex' }, accounts, selection, at('/globex/sites'))).toEqual({
      type: 'select',
      ids: { accountId: 2, siteId: 5, employerId: null },
    });
  });

  it('replace an account the user lacks with the selected one, keeping the page', () => {
    expect(scopePathState({ account: 'initech' }, accounts, selection, at('/initech/users'))).toEqual({
      type: 'replace',
      to: '/acme/users?page=2',
    });
  });
});
