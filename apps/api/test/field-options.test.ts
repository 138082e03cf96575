import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FieldOptionsSchema, MESSAGES, type FieldOption } from '@portal/contract';
import { auditEvents, fieldOptions } from '../src/db/schema/index.js';
import { useTestApp } from './helper.js';

const t = useTestApp();
const ids = t.ids;
let admin: string;
let careers: { sid: number };

beforeAll(async () => {
  admin = await t.login('admin@acme.test');
  careers = { sid: ids.site('acme/careers') };
});

async function lists(token = admin, scope = careers) {
  const res = await t.request({ method: 'GET', url: '/portal/v1/site/field-options', token, scope });
  expect(res.statusCode).toBe(200);
  return FieldOptionsSchema.parse(res.json()).data;
}
const option = async (list: 'work_type' | 'industry' | 'currency', value: string, token = admin, scope = careers) => {
  const found = (await lists(token, scope))[list]?.find((o) => o.value === value);
  if (!found) throw new Error(`no ${list} ${value}`);
  return found;
};
const post = (url: string, payload?: object, token = admin, scope = careers) =>
  t.request({ method: 'POST', url: `/portal/v1/site/field-options${url}`, token, scope, payload });
const rename = (id: number, label: string, token = admin, scope = careers) =>
  t.request({ method: 'PATCH', url: `/portal/v1/site/field-options/${id}`, token, scope, payload: { label } });

describe('GET /portal/v1/site/field-options', () => {
  it('serves every list the seed fills, in order, to any user of the site', async () => {
    const staff = await t.login('staff@acme.test');
    const data = await lists(staff, { ...careers, empid: ids.employer('Acme Bakery') } as typeof careers);
    expect(data.work_type?.map((o) => o.value)).toEqual([
      'full_time',
      'part_time',
      'contract',
      'temporary',
      'casual',
      'internship',
    ]);
    for (const list of ['pay_type', 'classification', 'currency', 'visa_type', 'desired_work_type'] as const) {
      expect(data[list]?.length, list).toBeGreaterThan(3);
    }
    expect(data.currency?.[0]).toMatchObject({ value: 'USD', label: 'US dollar (USD)', retired: false });
  });
});

describe('editing an option list', () => {
  it('adds an option at the end, making its value from the label', async () => {
    const res = await post('', { list: 'work_type', label: 'Fly-in fly-out' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ value: 'fly_in_fly_out', label: 'Fly-in fly-out', retired: false });
    expect((await lists()).work_type?.at(-1)?.value).toBe('fly_in_fly_out');
  });

  it('keeps a given value, and refuses a value or a label the list holds already', async () => {
    expect((await post('', { list: 'currency', label: 'Swiss franc (CHF)', value: 'CHF' })).json().data.value).toBe(
      'CHF',
    );
    const taken = await post('', { list: 'currency', label: 'Another franc', value: 'CHF' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ value: [MESSAGES.taken] });
    const sameLabel = await post('', { list: 'currency', label: 'swiss FRANC (chf)' });
    expect(sameLabel.json().errors).toEqual({ label: [MESSAGES.taken] });
    const badValue = await post('', { list: 'currency', label: 'Bad', value: 'a b' });
    expect(badValue.json().errors).toEqual({ value: [MESSAGES.invalid] });
    const unknownList = await post('', { list: 'colour', label: 'Red' });
    expect(Object.keys(unknownList.json().errors)).toEqual(['list']);
  });

  it('renames an option without changing its stored value', async () => {
    const casual = await option('work_type', 'casual');
    const res = await rename(casual.id, 'Casual / on call');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ...casual, label: 'Casual / on call' });
    const full = await option('work_type', 'full_time');
    expect((await rename(full.id, 'part time')).json().errors).toEqual({ label: [MESSAGES.taken] });
  });

  it('reorders a list from the whole list of its ids', async () => {
    const before = (await lists()).work_type ?? [];
    const ids = before.map((o) => o.id);
    const reversed = [...ids].reverse();
    const res = await post('/reorder', { list: 'work_type', ids: reversed });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((o: FieldOption) => o.id)).toEqual(reversed);
    expect((await lists()).work_type?.map((o) => o.id)).toEqual(reversed);
    const partial = await post('/reorder', { list: 'work_type', ids: reversed.slice(1) });
    expect(partial.statusCode).toBe(422);
    expect(partial.json().errors).toEqual({ ids: [MESSAGES.optionListIncomplete] });
    const twice = await post('/reorder', { list: 'work_type', ids: [...reversed.slice(1), reversed[1]] });
    expect(twice.statusCode).toBe(422);
  });

  it('retires an option rather than deleting it, and restores it', async () => {
    const temporary = await option('work_type', 'temporary');
    const retired = await post(`/${temporary.id}/retire`);
    expect(retired.statusCode).toBe(200);
    expect(retired.json().data).toMatchObject({ id: temporary.id, retired: true });
    // Still listed, flagged, so records holding it keep their label.
    expect(await option('work_type', 'temporary')).toMatchObject({ label: 'Temporary', retired: true });
    const deleted = await t.request({
      method: 'DELETE',
      url: `/portal/v1/site/field-options/${temporary.id}`,
      token: admin,
      scope: careers,
    });
    expect(deleted.statusCode).toBe(404);
    expect(await t.deps.db.select().from(fieldOptions).where(eq(fieldOptions.id, temporary.id))).toHaveLength(1);
    expect((await post(`/${temporary.id}/restore`)).json().data.retired).toBe(false);
  });

  it('records each change in the audit trail', async () => {
    const events = await t.deps.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.subject, 'field-option'), eq(auditEvents.site_id, careers.sid)));
    expect(new Set(events.map((e) => e.action))).toEqual(
      new Set(['created', 'renamed', 'reordered', 'retired', 'restored']),
    );
  });
});

describe('retired options on employers', () => {
  it('refuses a retired industry on a new employer but keeps it, unchanged, on an edit', async () => {
    const hospitality = await option('industry', 'hospitality');
    await post(`/${hospitality.id}/retire`);
    const created = await t.request({
      method: 'POST',
      url: '/portal/v1/employers',
      token: admin,
      scope: careers,
      payload: { type: 'business', business_name: 'Retired Diner', industry: 'hospitality' },
    });
    expect(created.statusCode).toBe(422);
    expect(created.json().errors).toEqual({ industry: [MESSAGES.invalid] });

    const bakery = ids.employer('Acme Bakery'); // seeded with industry hospitality
    const edit = (industry: string) =>
      t.request({
        method: 'PUT',
        url: `/portal/v1/employers/${bakery}`,
        token: admin,
        scope: careers,
        payload: { type: 'business', business_name: 'Acme Bakery', industry },
      });
    expect((await edit('hospitality')).statusCode).toBe(200);
    const technology = await option('industry', 'technology');
    await post(`/${technology.id}/retire`);
    expect((await edit('technology')).json().errors).toEqual({ industry: [MESSAGES.invalid] });
    await post(`/${hospitality.id}/restore`);
    await post(`/${technology.id}/restore`);
  });
});

describe('field option permissions and tenancy', () => {
  it.each(['recruiter@acme.test', 'employer@acme.test', 'staff@acme.test'])(
    '%s may read the lists but not change them',
    async (email) => {
      const token = await t.login(email);
      const scope = email === 'recruiter@acme.test' ? careers : { ...careers, empid: ids.employer('Acme Bakery') };
      const casual = await option('work_type', 'casual');
      expect((await lists(token, scope)).work_type?.length).toBeGreaterThan(0);
      expect((await post('', { list: 'work_type', label: 'Gig' }, token, scope)).statusCode).toBe(403);
      expect((await rename(casual.id, 'Gig', token, scope)).statusCode).toBe(403);
      expect((await post(`/${casual.id}/retire`, undefined, token, scope)).statusCode).toBe(403);
      expect((await post('/reorder', { list: 'work_type', ids: [casual.id] }, token, scope)).statusCode).toBe(403);
    },
  );

  it('answers 404 for an option of another site or account, on every route', async () => {
    const owner = await t.login('owner@acme.test');
    const sister = await option('currency', 'USD', owner, { sid: ids.site('acme/jobs') });
    const globex = await t.login('owner@globex.test');
    const foreign = (await lists(globex, { sid: ids.site('globex/talent') })).currency?.[0];
    for (const id of [sister.id, foreign?.id ?? 0]) {
      expect((await rename(id, 'Mine now', owner)).statusCode).toBe(404);
      expect((await post(`/${id}/retire`, undefined, owner)).statusCode).toBe(404);
      expect((await post(`/${id}/restore`, undefined, owner)).statusCode).toBe(404);
    }
    const careersCurrencies = ((await lists()).currency ?? []).map((o) => o.id);
    const mixed = await post('/reorder', { list: 'currency', ids: [...careersCurrencies.slice(1), sister.id] }, owner);
    expect(mixed.statusCode).toBe(422);
    expect((await option('currency', 'USD', owner, { sid: ids.site('acme/jobs') })).label).toBe('US dollar (USD)');
  });

  it('never lets a site admin reach a sister site’s lists', async () => {
    const jobs = { sid: ids.site('acme/jobs') };
    expect((await post('', { list: 'work_type', label: 'Sneaky' }, admin, jobs)).statusCode).toBe(403);
  });
});
