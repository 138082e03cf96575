import { beforeAll, describe, expect, it } from 'vitest';
import { defaultTagColor, MESSAGES, TagDataSchema, TagPageSchema } from '@portal/contract';
import { useTestApp } from './helper.js';

const t = useTestApp();
const ids = t.ids;
let admin: string;
let careers: { sid: number };
beforeAll(async () => {
  admin = await t.login('admin@acme.test');
  careers = { sid: ids.site('acme/careers') };
});

const list = async (query = '') => {
  const res = await t.request({ method: 'GET', url: `/portal/v1/site/tags${query}`, token: admin, scope: careers });
  expect(res.statusCode).toBe(200);
  return TagPageSchema.parse(res.json());
};
const create = (payload: object, scope = careers, token = admin) =>
  t.request({ method: 'POST', url: '/portal/v1/site/tags', token, scope, payload });
const createdId = async (payload: object) => {
  const res = await create(payload);
  expect(res.statusCode).toBe(201);
  return TagDataSchema.parse(res.json()).data.id;
};

describe('GET /portal/v1/site/tags', () => {
  it('lists the site’s tags by name, ignoring case, with Laravel meta', async () => {
    const page = await list('?per_page=3');
    expect(page.data.map((tag) => tag.name)).toEqual(['Follow up', 'Graduate', 'Remote friendly']);
    expect(page.meta).toEqual({ current_page: 1, per_page: 3, total: 5, last_page: 2 });
    expect(page.data[0]).toMatchObject({ color: '#a16207' });
  });

  it('sorts by creation date when asked', async () => {
    const page = await list('?sort=-created_at&per_page=100');
    expect(page.data).toHaveLength(page.meta.total);
  });

  it('finds tags by part of their name, ignoring case', async () => {
    expect((await list('?search=TAL')).data.map((tag) => tag.name)).toEqual(['Top talent']);
    expect((await list('?search=nothing-like-it')).data).toEqual([]);
  });

  it('reads % and _ in a search as themselves, not as wildcards', async () => {
    await createdId({ name: '100% remote' });
    await createdId({ name: 'full_time' });
    await createdId({ name: 'fullXtime' });
    expect((await list('?search=%25')).data.map((tag) => tag.name)).toEqual(['100% remote']);
    expect((await list('?search=l_t')).data.map((tag) => tag.name)).toEqual(['full_time']);
    expect((await list('?search=%5C')).data).toEqual([]);
  });

  it('refuses an unknown sort with 422', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/portal/v1/site/tags?sort=color',
      token: admin,
      scope: careers,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('sort');
  });
});

describe('POST /portal/v1/site/tags', () => {
  it('creates a tag with its colour in lower case', async () => {
    const res = await create({ name: '  Night   shift ', color: '#AB12CD' });
    expect(res.statusCode).toBe(201);
    expect(TagDataSchema.parse(res.json()).data).toMatchObject({ name: 'Night shift', color: '#ab12cd' });
    expect((await list('?search=night')).data.map((tag) => tag.name)).toEqual(['Night shift']);
  });

  it('gives a tag created without a colour the colour its name always gets', async () => {
    const res = await create({ name: 'Weekend' });
    expect(TagDataSchema.parse(res.json()).data.color).toBe(defaultTagColor('Weekend'));
  });

  it('refuses a name the site already has, in any case, with a clear 422', async () => {
    const res = await create({ name: ' urgent ' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: MESSAGES.givenDataInvalid, errors: { name: [MESSAGES.tagNameTaken] } });
  });

  it('allows a name another site already uses', async () => {
    await createdId({ name: 'Holiday cover' });
    const res = await create(
      { name: 'Holiday cover' },
      { sid: ids.site('acme/jobs') },
      await t.login('owner@acme.test'),
    );
    expect(res.statusCode).toBe(201);
  });

  it('says which fields are wrong', async () => {
    const res = await create({ name: ' ', color: 'red' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ name: [MESSAGES.required], color: [MESSAGES.invalid] });
    const long = await create({ name: 'x'.repeat(51) });
    expect(long.json().errors).toEqual({ name: [MESSAGES.tooLong] });
  });
});

describe('PATCH /portal/v1/site/tags/:id', () => {
  it('renames and recolours a tag', async () => {
    const id = await createdId({ name: 'Temp' });
    const res = await t.request({
      method: 'PATCH',
      url: `/portal/v1/site/tags/${id}`,
      token: admin,
      scope: careers,
      payload: { name: 'Temporary', color: '#000000' },
    });
    expect(res.statusCode).toBe(200);
    expect(TagDataSchema.parse(res.json()).data).toMatchObject({ id, name: 'Temporary', color: '#000000' });
  });

  it('lets a tag change the case of its own name, and changes only what is sent', async () => {
    const id = await createdId({ name: 'part time', color: '#111111' });
    const res = await t.request({
      method: 'PATCH',
      url: `/portal/v1/site/tags/${id}`,
      token: admin,
      scope: careers,
      payload: { name: 'Part time' },
    });
    expect(TagDataSchema.parse(res.json()).data).toMatchObject({ name: 'Part time', color: '#111111' });
  });

  it('refuses to rename a tag to another tag’s name with 422', async () => {
    const id = await createdId({ name: 'Contract' });
    const res = await t.request({
      method: 'PATCH',
      url: `/portal/v1/site/tags/${id}`,
      token: admin,
      scope: careers,
      payload: { name: 'GRADUATE' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ name: [MESSAGES.tagNameTaken] });
  });
});

describe('DELETE /portal/v1/site/tags/:id', () => {
  it('deletes a tag, then answers 404 for it', async () => {
    const id = await createdId({ name: 'Short lived' });
    const url = `/portal/v1/site/tags/${id}`;
    expect((await t.request({ method: 'DELETE', url, token: admin, scope: careers })).statusCode).toBe(204);
    expect((await t.request({ method: 'DELETE', url, token: admin, scope: careers })).statusCode).toBe(404);
    expect((await list('?search=short')).data).toEqual([]);
  });
});
