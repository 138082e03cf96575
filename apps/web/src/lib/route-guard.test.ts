import { buildAbility } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { decideRoute, loginRedirect, routeMetaFromHandles, type GuardLocation } from './route-guard';

const at = (pathname: string, search = '', hash = ''): GuardLocation => ({ pathname, search, hash });
const siteAdmin = buildAbility({ 'site:3': ['employers.all'] }, { accountId: 1, siteId: 3 });
const nobody = buildAbility({}, { accountId: 1, siteId: 3 });

describe('decideRoute (spec §2 route guard)', () => {
  it('always allows a public route, signed in or not', () => {
    const meta = { public: true, action: 'manage', subject: 'all' } as const;
    expect(decideRoute({ meta, isAuthenticated: false, ability: null, location: at('/not-authorized') })).toEqual({
      type: 'allow',
    });
    expect(decideRoute({ meta, isAuthenticated: true, ability: nobody, location: at('/not-authorized') })).toEqual({
      type: 'allow',
    });
  });

  it('sends a signed-in user away from an unauthenticated-only route to the root', () => {
    const decision = decideRoute({
      meta: { unauthenticatedOnly: true },
      isAuthenticated: true,
      ability: siteAdmin,
      location: at('/login', '?to=%2Fjobs'),
    });
    expect(decision).toEqual({ type: 'redirect', to: '/' });
  });

  it('lets a visitor see an unauthenticated-only route', () => {
    expect(
      decideRoute({
        meta: { unauthenticatedOnly: true },
        isAuthenticated: false,
        ability: null,
        location: at('/login'),
      }),
    ).toEqual({ type: 'allow' });
  });

  it('sends a visitor to login with the original query and the encoded full path in "to"', () => {
    const decision = decideRoute({
      meta: {},
      isAuthenticated: false,
      ability: null,
      location: at('/acme/careers/employers', '?page=2&sort=-name', '#top'),
    });
    expect(decision.type).toBe('redirect');
    const url = new URL(decision.type === 'redirect' ? decision.to : '', 'http://portal.test');
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('sort')).toBe('-name');
    expect(url.searchParams.get('to')).toBe('/acme/careers/employers?page=2&sort=-name#top');
    expect(decision.type === 'redirect' && decision.to).toContain('to=%2Facme%2Fcareers%2Femployers%3Fpage%3D2');
  });

  it('omits "to" when the visitor asked for the root path', () => {
    expect(decideRoute({ meta: {}, isAuthenticated: false, ability: null, location: at('/') })).toEqual({
      type: 'redirect',
      to: '/login',
    });
    expect(loginRedirect(at('/'))).toBe('/login');
  });

  it('sends a signed-in user lacking the permission to not-authorized', () => {
    const decision = decideRoute({
      meta: { action: 'read', subject: 'employers' },
      isAuthenticated: true,
      ability: nobody,
      location: at('/acme/careers/employers'),
    });
    expect(decision).toEqual({ type: 'redirect', to: '/not-authorized' });
  });

  it('allows a signed-in user holding the permission, and everyone signed in on access/portal', () => {
    const employers = { action: 'read', subject: 'employers' } as const;
    expect(
      decideRoute({
        meta: employers,
        isAuthenticated: true,
        ability: siteAdmin,
        location: at('/acme/careers/employers'),
      }),
    ).toEqual({ type: 'allow' });
    expect(decideRoute({ meta: {}, isAuthenticated: true, ability: nobody, location: at('/') })).toEqual({
      type: 'allow',
    });
  });
});

describe('routeMetaFromHandles', () => {
  it('lets the deepest route override its parents and ignores non-meta handles', () => {
    const meta = routeMetaFromHandles([undefined, { action: 'read', subject: 'jobs' }, 'x', { subject: 'employers' }]);
    expect(meta).toEqual({ action: 'read', subject: 'employers' });
  });
});
