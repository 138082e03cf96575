import type { AccountRef } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { findByNames, resolveSelection } from './scope';
import {
  initialSelection,
  isScopeSwitch,
  pathAboveRecord,
  SCOPE_SWITCH_STATE,
  scopePathState,
  withScopeNames,
} from './scope-path';
import { EMPTY_SELECTION } from './scope-store';

const accounts: AccountRef[] = [
  {
    id: 1,
    name: 'acme',
    title: 'Acme',
    sites: [
      { id: 3, name: 'careers', title: 'Acme Careers', employers: [{ id: 7, name: 'Acme Retail' }] },
      {
        id: 4,
        name: 'jobs',
        title: 'Acme Jobs',
        employers: [
          { id: 8, name: 'A' },
          { id: 9, name: 'B' },
        ],
      },
    ],
  },
  { id: 2, name: 'globex', title: 'Globex', sites: [{ id: 5, name: 'main', title: 'Globex', employers: [] }] },
];
const here = (pathname: string) => ({ pathname, search: '?page=2', hash: '' });

describe('selection (spec §3)', () => {
  it('starts on the first account and its first site, whose only employer is the current employer', () => {
    const selection = resolveSelection(accounts, EMPTY_SELECTION);
    expect(selection.ids).toEqual({ accountId: 1, siteId: 3, employerId: 7 });
  });

  it('keeps a stored selection that still exists and has no current employer on a site with several', () => {
    expect(resolveSelection(accounts, { accountId: 1, siteId: 4, employerId: null }).ids).toEqual({
      accountId: 1,
      siteId: 4,
      employerId: null,
    });
  });

  it('replaces a stored selection the user no longer has', () => {
    expect(resolveSelection(accounts, { accountId: 99, siteId: 3, employerId: 7 }).ids).toEqual({
      accountId: 1,
      siteId: 3,
      employerId: 7,
    });
    expect(resolveSelection([], EMPTY_SELECTION).ids).toEqual(EMPTY_SELECTION);
  });

  it('finds an account and site by their URL names', () => {
    expect(findByNames(accounts, 'globex', 'main')?.ids).toEqual({ accountId: 2, siteId: 5, employerId: null });
    expect(findByNames(accounts, 'acme', 'main')).toBeNull();
  });
});

describe('/{account}/{site} paths (spec §2)', () => {
  const selected = resolveSelection(accounts, EMPTY_SELECTION);

  it('accepts a path naming the selection', () => {
    expect(
      scopePathState({ account: 'acme', site: 'careers' }, accounts, selected, here('/acme/careers/employers')),
    ).toEqual({ type: 'ok' });
  });

  it('replaces another account and site the user has with the selection, keeping the rest of the URL', () => {
    expect(
      scopePathState({ account: 'globex', site: 'main' }, accounts, selected, here('/globex/main/employers')),
    ).toEqual({ type: 'replace', to: '/acme/careers/employers?page=2' });
  });

  it('selects another account and site the user has only when the path may choose (switcher, first visit)', () => {
    expect(
      scopePathState({ account: 'globex', site: 'main' }, accounts, selected, here('/globex/main/employers'), true),
    ).toEqual({
      type: 'select',
      ids: { accountId: 2, siteId: 5, employerId: null },
    });
  });

  it('replaces names the user does not have with the selected ones, keeping the rest of the URL', () => {
    expect(
      scopePathState({ account: 'initech', site: 'x' }, accounts, selected, here('/initech/x/employers/12')),
    ).toEqual({
      type: 'replace',
      to: '/acme/careers/employers/12?page=2',
    });
  });

  it('still replaces names the user lacks when the path may choose', () => {
    expect(
      scopePathState({ account: 'initech', site: 'x' }, accounts, selected, here('/initech/x/jobs'), true),
    ).toEqual({ type: 'replace', to: '/acme/careers/jobs?page=2' });
  });

  it('knows the switcher by its navigation state, never by the URL', () => {
    expect(isScopeSwitch(SCOPE_SWITCH_STATE)).toBe(true);
    expect(isScopeSwitch(null)).toBe(false);
    expect(isScopeSwitch({ scopeSwitch: 'true' })).toBe(false);
  });

  it('leaves paths outside the prefix alone', () => {
    expect(scopePathState({}, accounts, selected, here('/'))).toEqual({ type: 'ok' });
  });

  it('rewrites only the first two segments', () => {
    expect(withScopeNames('/acme/careers', 'globex', 'main')).toBe('/globex/main');
    expect(withScopeNames('/acme/careers/jobs/hold', 'globex', 'main')).toBe('/globex/main/jobs/hold');
  });
});

describe('the path above a record (switching site on a record page)', () => {
  const scope = { account: 'acme', site: 'careers' };
  const at = (params: Record<string, string>, ...pathnames: string[]) =>
    pathAboveRecord(pathnames.map((pathname) => ({ pathname, params: { ...scope, ...params } })));

  it("cuts the path at the record's segment, whatever follows it", () => {
    expect(at({ id: '12' }, '/', '/acme/careers', '/acme/careers/employers', '/acme/careers/employers/12')).toBe(
      '/acme/careers/employers',
    );
    expect(at({ id: '12' }, '/acme/careers', '/acme/careers/employers', '/acme/careers/employers/12/edit')).toBe(
      '/acme/careers/employers',
    );
    const uuid = '0b5e5a52-3c1f-4a57-9f0e-6f1b2d3c4e5f';
    expect(at({ uuid }, '/acme/careers', '/acme/careers/jobs', `/acme/careers/jobs/${uuid}/applications`)).toBe(
      '/acme/careers/jobs',
    );
  });

  it('keeps a path that names no record, and a not-found path as it is', () => {
    expect(at({}, '/acme/careers', '/acme/careers/employers', '/acme/careers/employers/hold')).toBe(
      '/acme/careers/employers/hold',
    );
    expect(at({ '*': 'nothing/here' }, '/acme/careers', '/acme/careers/nothing/here')).toBe(
      '/acme/careers/nothing/here',
    );
  });

  it('does not take a site named like the record for the record', () => {
    const params = { account: 'acme', site: '12', id: '12' };
    const matches = ['/acme/12', '/acme/12/employers', '/acme/12/employers/12'].map((pathname) => ({
      pathname,
      params,
    }));
    expect(pathAboveRecord(matches)).toBe('/acme/12/employers');
  });
});

describe('the first selection (decision 0056)', () => {
  it('starts on the site a path names when none was chosen yet, and on the stored one after', () => {
    const names = { account: 'globex', site: 'main' };
    expect(initialSelection(accounts, EMPTY_SELECTION, names).ids).toEqual({
      accountId: 2,
      siteId: 5,
      employerId: null,
    });
    expect(initialSelection(accounts, { accountId: 1, siteId: 3, employerId: 7 }, names).ids.siteId).toBe(3);
    expect(initialSelection(accounts, EMPTY_SELECTION, { account: 'initech', site: 'x' }).ids.siteId).toBe(3);
    expect(initialSelection(accounts, EMPTY_SELECTION, {}).ids.siteId).toBe(3);
  });
});
