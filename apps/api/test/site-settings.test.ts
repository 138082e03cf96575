import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES, SavedSiteSettingsSchema, SiteSettingsDataSchema } from '@portal/contract';
import { auditEvents } from '../src/db/schema/index.js';
import { branding, useSettingsTestApp } from './site-settings-helper.js';

const { t, acme, getSettings, put, publicBranding } = useSettingsTestApp();
const ids = t.ids;
const { careers, jobs } = acme;

const general = {
  approval: { employers_on_hold: true, jobs_on_hold: true },
  languages: ['en', 'ar'],
  default_locale: 'ar',
  snackbar_timeout_ms: 8000,
};

describe('GET /portal/v1/site/settings', () => {
  it('answers the general and branding tabs with their defaults filled in', async () => {
    const res = await getSettings(acme.admin, careers);
    expect(res.statusCode).toBe(200);
    const { data } = SiteSettingsDataSchema.parse(res.json());
    expect(data.site).toEqual({ id: careers.sid, name: 'careers' });
    expect(data.general).toEqual({
      approval: { employers_on_hold: true, jobs_on_hold: false },
      languages: ['en', 'fr', 'ar'],
      default_locale: 'en',
      snackbar_timeout_ms: 5000,
      // Decision 0100: off until the site sets it.
      candidate_retention_months: null,
    });
    expect(data.branding).toMatchObject({
      title: 'Acme Careers',
      primary_color: '#1d4ed8',
      // Files set before uploads (the demo's) have no upload id.
      stylesheet: { id: null, url: '/branding/acme-careers.css', name: 'acme-careers.css' },
      logo_square: { id: null, url: '/branding/acme-careers.svg', name: 'acme-careers.svg' },
    });
    expect(data.branding.stylesheet_version).toEqual(expect.any(Number));
  });
});

describe('PUT /portal/v1/site/settings/general', () => {
  it('saves the tab, answers the new branding record, and records who changed what', async () => {
    const res = await put('general', acme.admin, careers, general);
    expect(res.statusCode).toBe(200);
    const saved = SavedSiteSettingsSchema.parse(res.json());
    // A client that leaves the retention out keeps the stored one (none here).
    expect(saved.data.general).toEqual({ ...general, candidate_retention_months: null });
    expect(saved.branding.settings).toEqual({
      translation_enabled: true,
      languages: ['en', 'ar'],
      default_locale: 'ar',
      snackbar_timeout_ms: 8000,
    });
    expect((await publicBranding('localhost')).settings).toEqual(saved.branding.settings);
    const [event] = await t.deps.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subject, 'settings'), eq(auditEvents.action, 'general-updated')));
    expect(event?.site_id).toBe(careers.sid);
    expect(event?.details).toMatchObject({ snackbar_timeout_ms: { from: 5000, to: 8000 } });
  });

  it('turns translation off when one language is left', async () => {
    await put('general', acme.admin, careers, { ...general, languages: ['fr'], default_locale: 'fr' });
    expect((await publicBranding('localhost')).settings).toMatchObject({
      translation_enabled: false,
      languages: ['fr'],
      default_locale: 'fr',
    });
  });

  it('refuses a default language that is not enabled, and out-of-range or unknown values', async () => {
    const res = await put('general', acme.admin, careers, {
      ...general,
      languages: ['en', 'xx'],
      default_locale: 'fr',
      snackbar_timeout_ms: 100,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['languages.1', 'snackbar_timeout_ms']);
    const notEnabled = await put('general', acme.admin, careers, {
      ...general,
      languages: ['en'],
      default_locale: 'fr',
    });
    expect(notEnabled.json().errors).toEqual({ default_locale: [MESSAGES.defaultLanguageDisabled] });
  });
});

describe('PUT /portal/v1/site/settings/branding', () => {
  it('saves the white-label record that the site’s domains then serve', async () => {
    const res = await put('branding', acme.admin, careers, branding);
    expect(res.statusCode).toBe(200);
    const record = await publicBranding('careers.acme.test');
    expect(record.title).toBe('Acme Careers Hub');
    expect(record.branding.colors).toMatchObject({ primary_color: '#0b5cad', primary_darken_color: '#083d75' });
    expect(record.branding.login).toEqual({ title: 'Hello again', subtitle: null });
    expect(record.branding.forgot_password).toBeNull();
    expect(record.branding.register).toEqual({ title: 'Join us', subtitle: 'Post your first job today.' });
    // File references not sent keep their value.
    expect(record.logo_square).toBe('/branding/acme-careers.svg');
    expect(record.branding.colors.stylesheet).toBe('/branding/acme-careers.css');
  });

  it('refuses bad colours, an empty title and file references that are not uploads', async () => {
    const res = await put('branding', acme.admin, careers, {
      ...branding,
      title: ' ',
      primary_color: 'red',
      logo_square: 'https://evil.example/logo.svg',
      favicon: '//evil.example/favicon.ico',
      stylesheet: '/branding/acme-careers.css',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'favicon',
      'logo_square',
      'primary_color',
      'stylesheet',
      'title',
    ]);
    expect(res.json().errors.title).toEqual([MESSAGES.required]);
  });
});

describe('settings permissions by seeded role', () => {
  const cases: [string, number, number][] = [
    ['owner@acme.test', 200, 200],
    ['manager@acme.test', 200, 200],
    ['admin@acme.test', 200, 200],
    ['recruiter@acme.test', 403, 403],
  ];
  it.each(cases)('%s reads (%i) and saves (%i)', async (email, read, save) => {
    const token = await t.login(email);
    expect((await getSettings(token, careers)).statusCode).toBe(read);
    expect((await put('general', token, careers, general)).statusCode).toBe(save);
    expect((await put('branding', token, careers, branding)).statusCode).toBe(save);
  });

  it.each(['employer@acme.test', 'staff@acme.test'])(
    '%s, an employer member, neither reads nor saves',
    async (email) => {
      const token = await t.login(email);
      const scope = { ...careers, empid: ids.employer('Acme Bakery') };
      expect((await getSettings(token, scope)).statusCode).toBe(403);
      expect((await put('general', token, scope, general)).statusCode).toBe(403);
    },
  );

  it('answers a stranger 401 before looking at the body', async () => {
    const res = await t.request({ method: 'PUT', url: '/portal/v1/site/settings/general', payload: { nope: 1 } });
    expect(res.statusCode).toBe(401);
  });
});

describe('settings across tenants', () => {
  it('never shows or saves a site the user does not reach', async () => {
    const globex = await t.login('owner@globex.test');
    expect((await getSettings(globex, careers)).statusCode).toBe(403);
    expect((await put('branding', globex, careers, { ...branding, title: 'Taken over' })).statusCode).toBe(403);
    // The site admin of careers has no say over its sister site acme/jobs.
    expect((await getSettings(acme.admin, jobs)).statusCode).toBe(403);
    expect((await put('general', acme.admin, jobs, general)).statusCode).toBe(403);
    expect((await publicBranding('127.0.0.1')).title).toBe('Acme Jobs Board');
  });

  it('keeps one site’s saved settings off its sister site', async () => {
    const manager = await t.login('manager@acme.test');
    await put('branding', manager, jobs, { ...branding, title: 'Jobs renamed' });
    expect((await publicBranding('127.0.0.1')).title).toBe('Jobs renamed');
    expect((await publicBranding('localhost')).title).toBe('Acme Careers Hub');
    const jobsSettings = SiteSettingsDataSchema.parse((await getSettings(manager, jobs)).json()).data;
    expect(jobsSettings.general.languages).toEqual(['en']);
  });
});

describe('approval policy on employer creation', () => {
  const employer = (name: string) => ({ type: 'business', business_name: name });
  const create = (token: string, name: string) =>
    t.request({ method: 'POST', url: '/portal/v1/employers', token, scope: careers, payload: employer(name) });

  it('puts on hold an employer created by someone who may not approve employers, while the policy holds them', async () => {
    // A recruiter who may create but not approve employers.
    await t.deps.db.execute(
      sql`update roles set permissions = permissions || '["employers.create"]'::jsonb where key = 'recruiter'`,
    );
    const recruiter = await t.login('recruiter@acme.test');
    await put('general', acme.admin, careers, {
      ...general,
      approval: { employers_on_hold: true, jobs_on_hold: false },
    });
    const held = await create(recruiter, 'Held Bakery');
    expect(held.statusCode).toBe(201);
    expect(held.json().data.status).toBe('on_hold');
    // Someone who may approve would only approve their own creation: it starts active.
    expect((await create(acme.admin, 'Trusted Bakery')).json().data.status).toBe('active');

    await put('general', acme.admin, careers, {
      ...general,
      approval: { employers_on_hold: false, jobs_on_hold: false },
    });
    expect((await create(recruiter, 'Open Bakery')).json().data.status).toBe('active');
  });
});
