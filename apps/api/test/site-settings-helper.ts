import { beforeAll } from 'vitest';
import { useTestApp, type TestAppHandle } from './helper.js';

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

/**
 * A settings test file's app: the routes above, and Acme's two sites with a signed-in site admin of
 * acme/careers, filled in before the file's tests run (the scope objects are filled in place).
 */
export function useSettingsTestApp() {
  const t = useTestApp();
  const acme = { careers: { sid: 0 }, jobs: { sid: 0 }, admin: '' };
  beforeAll(async () => {
    acme.careers.sid = t.ids.site('acme/careers');
    acme.jobs.sid = t.ids.site('acme/jobs');
    acme.admin = await t.login('admin@acme.test');
  });
  return { t, acme, ...settingsRequests(t) };
}
