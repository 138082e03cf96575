import { beforeAll, describe, expect, it } from 'vitest';
import { ApplicationStagesSchema, MESSAGES } from '@portal/contract';
import { useTestApp } from './helper.js';

const t = useTestApp();
const ids = t.ids;
let admin: string;
let careers: { sid: number };

beforeAll(async () => {
  admin = await t.login('admin@acme.test');
  careers = { sid: ids.site('acme/careers') };
});

async function stages(token = admin, scope: { sid: number; empid?: number } = careers) {
  const res = await t.request({ method: 'GET', url: '/portal/v1/site/application-stages', token, scope });
  expect(res.statusCode).toBe(200);
  return ApplicationStagesSchema.parse(res.json()).data;
}
const stage = async (value: string, token = admin, scope = careers) => {
  const found = (await stages(token, scope)).find((s) => s.value === value);
  if (!found) throw new Error(`no stage ${value}`);
  return found;
};
const call = (method: 'POST' | 'PATCH', url: string, payload?: object, token = admin, scope = careers) =>
  t.request({ method, url: `/portal/v1/site/application-stages${url}`, token, scope, payload });

describe('GET /portal/v1/site/application-stages', () => {
  it('serves the seeded stages in order, to any user of the site', async () => {
    const recruiter = await t.login('recruiter@acme.test');
    expect((await stages(recruiter)).map((s) => s.value)).toEqual([
      'applied',
      'screening',
      'shortlisted',
      'interviewed',
      'offered',
      'hired',
      'unsuccessful',
    ]);
  });

  it('is not one of the catalogue’s lists', async () => {
    const res = await t.request({ method: 'GET', url: '/portal/v1/site/field-options', token: admin, scope: careers });
    expect(Object.keys(res.json().data)).not.toContain('application_stage');
  });
});

describe('editing the stages', () => {
  it('adds a stage at the end, renames it, moves it and retires it', async () => {
    const added = await call('POST', '', { label: 'Reference check' });
    expect(added.statusCode).toBe(201);
    const { id } = added.json().data;
    expect(added.json().data).toMatchObject({ value: 'reference_check', retired: false });

    const renamed = await call('PATCH', `/${id}`, { label: 'References' });
    expect(renamed.json().data).toMatchObject({ id, value: 'reference_check', label: 'References' });

    const order = (await stages()).map((s) => s.id);
    const offered = (await stage('offered')).id;
    const moved = [...order.filter((s) => s !== id)];
    moved.splice(moved.indexOf(offered), 0, id);
    const reordered = await call('POST', '/reorder', { ids: moved });
    expect(reordered.statusCode).toBe(200);
    expect((await stages()).map((s) => s.value).slice(3, 6)).toEqual(['interviewed', 'reference_check', 'offered']);

    expect((await call('POST', `/${id}/retire`)).json().data.retired).toBe(true);
    expect(await stage('reference_check')).toMatchObject({ retired: true });
  });

  it('refuses a label already used and an incomplete order', async () => {
    expect((await call('POST', '', { label: 'HIRED' })).json().errors).toEqual({ label: [MESSAGES.taken] });
    expect((await call('POST', '/reorder', { ids: [(await stage('applied')).id] })).statusCode).toBe(422);
  });

  it('keeps stages and catalogue options apart: neither route reaches the other’s rows', async () => {
    const applied = await stage('applied');
    const viaOptions = await t.request({
      method: 'PATCH',
      url: `/portal/v1/site/field-options/${applied.id}`,
      token: admin,
      scope: careers,
      payload: { label: 'Hijacked' },
    });
    expect(viaOptions.statusCode).toBe(404);
    const options = await t.request({
      method: 'GET',
      url: '/portal/v1/site/field-options',
      token: admin,
      scope: careers,
    });
    const workType = options.json().data.work_type[0].id as number;
    expect((await call('POST', `/${workType}/retire`)).statusCode).toBe(404);
  });
});

describe('stage permissions and tenancy', () => {
  it('refuses changes to a recruiter and to employer members', async () => {
    const applied = await stage('applied');
    const recruiter = await t.login('recruiter@acme.test');
    expect((await call('POST', '', { label: 'Gig' }, recruiter)).statusCode).toBe(403);
    const employer = await t.login('employer@acme.test');
    const employerScope = { ...careers, empid: ids.employer('Acme Bakery') };
    expect((await stages(employer, employerScope)).length).toBeGreaterThan(0);
    expect((await call('PATCH', `/${applied.id}`, { label: 'Gig' }, employer, employerScope)).statusCode).toBe(403);
  });

  it('answers 404 for a stage of another site, and another account cannot select the site', async () => {
    const owner = await t.login('owner@acme.test');
    const sister = await stage('applied', owner, { sid: ids.site('acme/jobs') });
    expect((await call('PATCH', `/${sister.id}`, { label: 'Mine' }, owner)).statusCode).toBe(404);
    expect((await call('POST', `/${sister.id}/retire`, undefined, owner)).statusCode).toBe(404);
    const globex = await t.login('owner@globex.test');
    expect((await call('POST', '', { label: 'Sneaky' }, globex)).statusCode).toBe(403);
    expect((await stage('applied', owner, { sid: ids.site('acme/jobs') })).label).toBe('Applied');
  });
});
