import { beforeAll, describe, expect, it } from 'vitest';
import { EmployerDetailDataSchema, EmployerPageSchema, FIELD_OPTION_LISTS, MESSAGES } from '@portal/contract';
import { useTestApp } from './helper.js';

const t = useTestApp();
const ids = t.ids;
let admin: string;
let careers: { sid: number };
beforeAll(async () => {
  admin = await t.login('admin@acme.test');
  careers = { sid: ids.site('acme/careers') };
});

const valid = {
  type: 'business',
  business_name: 'Zenith Robotics',
  business_website: 'https://zenith.example',
  business_size: '11-50',
  registration_number: 'ZR-42',
  industry: 'technology',
  contact_name: 'Zoe Zenith',
  contact_email: 'zoe@zenith.example',
  address: '1 Robot Way',
  phone: '+1 555 0199',
};

describe('GET /portal/v1/employers', () => {
  it('pages the site’s employers with Laravel meta', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/portal/v1/employers?per_page=5&page=2',
      token: admin,
      scope: careers,
    });
    expect(res.statusCode).toBe(200);
    const body = EmployerPageSchema.parse(res.json());
    expect(body.data).toHaveLength(5);
    expect(body.meta).toEqual({ current_page: 2, per_page: 5, total: 22, last_page: 5 });
  });

  it('sorts, filters by status, type and industry, and searches name, contact and registration number', async () => {
    const sorted = EmployerPageSchema.parse(
      (
        await t.request({
          method: 'GET',
          url: '/portal/v1/employers?sort=business_name&per_page=3',
          token: admin,
          scope: careers,
        })
      ).json(),
    );
    expect(sorted.data.map((e) => e.business_name)).toEqual(['Acme Bakery', 'Bright Dental', 'Cedar Construction']);
    const desc = EmployerPageSchema.parse(
      (
        await t.request({
          method: 'GET',
          url: '/portal/v1/employers?sort=-business_name&per_page=1',
          token: admin,
          scope: careers,
        })
      ).json(),
    );
    expect(desc.data[0]?.business_name).toBe('Vertex Finance');

    const onHold = EmployerPageSchema.parse(
      (
        await t.request({
          method: 'GET',
          url: '/portal/v1/employers?filter[status]=on_hold',
          token: admin,
          scope: careers,
        })
      ).json(),
    );
    expect(onHold.data.length).toBeGreaterThan(0);
    expect(onHold.data.every((e) => e.status === 'on_hold')).toBe(true);

    const households = EmployerPageSchema.parse(
      (
        await t.request({
          method: 'GET',
          url: '/portal/v1/employers?filter[type]=household&filter[industry]=healthcare',
          token: admin,
          scope: careers,
        })
      ).json(),
    );
    expect(households.data.every((e) => e.type === 'household' && e.industry === 'healthcare')).toBe(true);

    const byName = EmployerPageSchema.parse(
      (
        await t.request({ method: 'GET', url: '/portal/v1/employers?search=dental', token: admin, scope: careers })
      ).json(),
    );
    expect(byName.data.map((e) => e.business_name)).toEqual(['Bright Dental']);
    const byReg = EmployerPageSchema.parse(
      (
        await t.request({ method: 'GET', url: '/portal/v1/employers?search=REG-1001', token: admin, scope: careers })
      ).json(),
    );
    expect(byReg.data.map((e) => e.business_name)).toEqual(['Acme Bakery']);
    const byContact = EmployerPageSchema.parse(
      (
        await t.request({
          method: 'GET',
          url: '/portal/v1/employers?search=contact%20granite',
          token: admin,
          scope: careers,
        })
      ).json(),
    );
    expect(byContact.data.map((e) => e.business_name)).toEqual(['Granite Works']);
  });

  it('treats % and _ in a search as plain characters', async () => {
    const res = EmployerPageSchema.parse(
      (await t.request({ method: 'GET', url: '/portal/v1/employers?search=%25', token: admin, scope: careers })).json(),
    );
    expect(res.meta.total).toBe(0);
  });

  it('refuses an unknown sort, filter or a per_page over 100 with 422', async () => {
    for (const query of ['sort=password', 'filter[status]=sleeping', 'filter[owner]=1', 'per_page=1000', 'page=0']) {
      const res = await t.request({
        method: 'GET',
        url: `/portal/v1/employers?${query}`,
        token: admin,
        scope: careers,
      });
      expect(res.statusCode, query).toBe(422);
      expect(res.json().message).toBe(MESSAGES.givenDataInvalid);
    }
  });

  it('lists only registrations on hold at /employers/on-hold', async () => {
    const res = EmployerPageSchema.parse(
      (await t.request({ method: 'GET', url: '/portal/v1/employers/on-hold', token: admin, scope: careers })).json(),
    );
    expect(res.meta.total).toBe(3);
    expect(res.data.every((e) => e.status === 'on_hold')).toBe(true);
  });
});

describe('POST and PUT /portal/v1/employers', () => {
  it('creates an active employer recording who created it, then edits it', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/portal/v1/employers',
      token: admin,
      scope: careers,
      payload: valid,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    expect(created.json().data).toMatchObject({ ...valid, status: 'active', live_jobs_count: 0 });

    const updated = await t.request({
      method: 'PUT',
      url: `/portal/v1/employers/${id}`,
      token: admin,
      scope: careers,
      payload: { ...valid, type: 'household', business_name: 'Zenith Home', phone: '' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ type: 'household', business_name: 'Zenith Home', phone: null });

    const detail = EmployerDetailDataSchema.parse(
      (await t.request({ method: 'GET', url: `/portal/v1/employers/${id}`, token: admin, scope: careers })).json(),
    );
    expect(detail.data.created_by?.name).toBe('Ada Admin');
    expect(detail.data.updated_by?.name).toBe('Ada Admin');
    expect(detail.data.history[0]).toMatchObject({ from_status: null, to_status: 'active' });
  });

  it('answers bad input with 422 and the spec messages, and changes nothing', async () => {
    const before = (
      await t.request({ method: 'GET', url: '/portal/v1/employers', token: admin, scope: careers })
    ).json().meta.total;
    const res = await t.request({
      method: 'POST',
      url: '/portal/v1/employers',
      token: admin,
      scope: careers,
      payload: {
        type: 'company',
        business_name: ' ',
        business_website: 'not a site',
        phone: 'call me',
        contact_email: 'x@',
        registration_number: 'R'.repeat(65),
        industry: 'piracy',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      type: [MESSAGES.invalid],
      business_name: [MESSAGES.required],
      business_website: [MESSAGES.invalid],
      phone: [MESSAGES.invalid],
      contact_email: [MESSAGES.invalid],
      registration_number: [MESSAGES.tooLong],
    });
    const unknownOption = await t.request({
      method: 'POST',
      url: '/portal/v1/employers',
      token: admin,
      scope: careers,
      payload: { ...valid, industry: 'piracy' },
    });
    expect(unknownOption.statusCode).toBe(422);
    expect(unknownOption.json().errors).toEqual({ industry: [MESSAGES.invalid] });
    expect(
      (await t.request({ method: 'GET', url: '/portal/v1/employers', token: admin, scope: careers })).json().meta.total,
    ).toBe(before);
  });

  it('answers an unknown or malformed id with 404', async () => {
    expect(
      (await t.request({ method: 'GET', url: '/portal/v1/employers/999999', token: admin, scope: careers })).statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: '/portal/v1/employers/abc', token: admin, scope: careers })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.request({
          method: 'PUT',
          url: '/portal/v1/employers/999999',
          token: admin,
          scope: careers,
          payload: valid,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('options', () => {
  it('lists employer types and the site’s field options', async () => {
    const types = (
      await t.request({ method: 'GET', url: '/portal/v1/employer-types', token: admin, scope: careers })
    ).json();
    expect(types.data.map((o: { value: string }) => o.value)).toEqual(['business', 'household']);
    const options = (
      await t.request({ method: 'GET', url: '/portal/v1/site/field-options', token: admin, scope: careers })
    ).json();
    expect(Object.keys(options.data).sort()).toEqual([...FIELD_OPTION_LISTS].sort());
    expect(options.data.industry[0]).toMatchObject({ value: 'hospitality', label: 'Hospitality', retired: false });
  });
});
