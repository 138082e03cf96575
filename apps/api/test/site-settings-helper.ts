import type { TestAppHandle } from './helper.js';

/** A valid branding tab (the files aside). */
export const branding = {
  title: 'Acme Careers Hub',
  primary_color: '#0B5CAD',
  primary_darken_color: '#083d75',
  login: { title: 'Hello again', subtitle: '' },
  forgot_password: { title: null, subtitle: null },
  register: { title: 'Join us', subtitle: 'Post your first job today.' },
};

/** The settings routes, and the public branding a site's domain serves. */
export function settingsRequests(t: TestAppHandle) {
  const getSettings = (token: string, scope: { sid: number; empid?: number }) =>
    t.request({ method: 'GET', url: '/portal/v1/site/settings', token, scope });
  const put = (tab: 'general' | 'branding', token: string, scope: { sid: number; empid?: number }, payload: object) =>
    t.request({ method: 'PUT', url: `/portal/v1/site/settings/${tab}`, token, scope, payload });
  const publicBranding = async (domain: string) =>
    (await t.request({ method: 'GET', url: `/portal/accounts/branding?domain=${domain}` })).json();
  return { getSettings, put, publicBranding };
}
