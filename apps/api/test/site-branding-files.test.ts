import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES, SavedSiteSettingsSchema, SiteSettingsDataSchema, versionedStylesheet } from '@portal/contract';
import { auditEvents } from '../src/db/schema/index.js';
import * as sample from './fixtures/sample-files.js';
import { upload } from './upload-helper.js';
import { branding, useSettingsTestApp } from './site-settings-helper.js';

const { t, acme, getSettings, put, publicBranding } = useSettingsTestApp();
const { careers, jobs } = acme;

describe('PUT /portal/v1/site/settings/branding with uploaded files', () => {
  const uploadAs = async (kind: string, filename: string, data: Buffer, sid = careers.sid, token = acme.admin) => {
    const res = await upload(t, { token, sid, kind, filename, data });
    expect(res.statusCode).toBe(201);
    return res.json().data as { id: string; url: string; name: string };
  };
  const css = Buffer.from(':root { --portal-brand: #0b5cad; }\n');

  it('points the branding record at the new logo, favicon and stylesheet, and bumps the stylesheet version', async () => {
    const logo = await uploadAs('logo', 'Careers logo.png', await sample.pngBytes(64, 64));
    const favicon = await uploadAs('favicon', 'favicon.ico', await sample.icoBytes());
    const stylesheet = await uploadAs('stylesheet', 'brand.css', css);
    const before = (await publicBranding('localhost')).branding.colors.stylesheet_version as number;
    await new Promise((r) => setTimeout(r, 5));

    const res = await put('branding', acme.admin, careers, {
      ...branding,
      logo_square: logo.id,
      favicon: favicon.id,
      stylesheet: stylesheet.id,
    });
    expect(res.statusCode).toBe(200);
    const saved = SavedSiteSettingsSchema.parse(res.json());
    expect(saved.data.branding).toMatchObject({
      logo_square: { id: logo.id, url: `/files/${logo.id}`, name: 'Careers logo.png' },
      favicon: { id: favicon.id, url: `/files/${favicon.id}`, name: 'favicon.ico' },
      stylesheet: { id: stylesheet.id, url: `/files/${stylesheet.id}`, name: 'brand.css' },
    });

    const record = await publicBranding('careers.acme.test');
    expect(record).toMatchObject({ logo_square: `/files/${logo.id}`, favicon: `/files/${favicon.id}` });
    expect(record.branding.colors.stylesheet).toBe(`/files/${stylesheet.id}`);
    expect(record.branding.colors.stylesheet_version).toBeGreaterThan(before);
    expect(saved.branding).toEqual(record);

    // The record's URLs are public: the sign-in page's <img> and <link> send no token. The
    // stylesheet is fetched with its cache-busting version.
    const { stylesheet: cssUrl, stylesheet_version: version } = record.branding.colors;
    const served = await t.app.inject({ method: 'GET', url: versionedStylesheet(cssUrl, version) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('text/css; charset=utf-8');
    expect((await t.app.inject({ method: 'GET', url: record.logo_square })).headers['content-type']).toBe('image/png');

    // The tab names the uploads; the next save without files keeps them and the stylesheet version.
    const tab = SiteSettingsDataSchema.parse((await getSettings(acme.admin, careers)).json()).data.branding;
    expect(tab.logo_square).toEqual(saved.data.branding.logo_square);
    await put('branding', acme.admin, careers, branding);
    const kept = await publicBranding('localhost');
    expect(kept.logo_square).toBe(`/files/${logo.id}`);
    expect(kept.branding.colors.stylesheet_version).toBe(record.branding.colors.stylesheet_version);

    const [event] = await t.deps.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subject, 'settings'), eq(auditEvents.action, 'branding-updated')))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    // The save without files changed nothing, so the last event is the one that set them.
    expect(event?.details).toMatchObject({
      logo_square: { to: `/files/${logo.id}` },
      stylesheet: { from: '/branding/acme-careers.css', to: `/files/${stylesheet.id}` },
    });
  });

  it('removes a file sent as null, and the stylesheet’s version with it', async () => {
    await put('branding', acme.admin, careers, { ...branding, logo_square: null, stylesheet: null });
    const record = await publicBranding('localhost');
    expect(record.logo_square).toBeNull();
    expect(record.branding.colors).toMatchObject({ stylesheet: null, stylesheet_version: null });
    const tab = SiteSettingsDataSchema.parse((await getSettings(acme.admin, careers)).json()).data.branding;
    expect(tab).toMatchObject({ logo_square: null, stylesheet: null });
  });

  it('refuses another site’s file, a file of another kind and an unknown one, naming each field', async () => {
    const owner = await t.login('owner@acme.test');
    const foreign = await uploadAs('logo', 'jobs.png', await sample.pngBytes(), jobs.sid, owner);
    const photo = await uploadAs('photo', 'me.png', await sample.pngBytes());
    const before = await publicBranding('localhost');

    const res = await put('branding', acme.admin, careers, {
      ...branding,
      title: 'Not saved',
      logo_square: foreign.id,
      favicon: photo.id,
      stylesheet: '0b7e4d4e-2f7c-4b7e-9a57-6f1f9d3c2a10',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      logo_square: [MESSAGES.fileNotOnSite],
      favicon: [MESSAGES.fileWrongKind],
      stylesheet: [MESSAGES.fileNotOnSite],
    });
    // Nothing of a refused save is kept.
    expect(await publicBranding('localhost')).toEqual(before);

    // The other site may use its own upload.
    const manager = await t.login('manager@acme.test');
    const own = await put('branding', manager, jobs, {
      ...branding,
      title: 'Acme Jobs Board',
      logo_square: foreign.id,
    });
    expect(own.statusCode).toBe(200);
    expect((await publicBranding('127.0.0.1')).logo_square).toBe(foreign.url);
  });
});
