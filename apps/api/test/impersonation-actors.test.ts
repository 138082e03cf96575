import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { useTestApp } from './helper.js';
import { userIdOf } from './impersonation-helper.js';

// Decision 0063: a change made through an impersonation is shown "impersonator as user".
const t = useTestApp();
let careers: number;
let owner: number;
let admin: number;
let child: string;

beforeAll(async () => {
  careers = t.ids.site('acme/careers');
  owner = await userIdOf(t, 'owner@acme.test');
  admin = await userIdOf(t, 'admin@acme.test');
  const res = await t.request({
    method: 'POST',
    url: `/portal/v1/impersonate/users/${admin}`,
    token: await t.login('owner@acme.test'),
    scope: { sid: careers },
    payload: { redirect_path: '/' },
  });
  expect(res.statusCode).toBe(200);
  child = res.json().access_token as string;
});

const asChild = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.request({
    method,
    url: `/portal/v1${url}`,
    token: child,
    scope: { sid: careers },
    ...(payload ? { payload } : {}),
  });

const adminAsOwner = () => ({
  id: admin,
  name: 'Ada Admin',
  impersonator: { id: owner, name: 'Olivia Owner' },
});

async function first<T>(query: ReturnType<typeof sql>): Promise<T> {
  const [row] = await queryRows<T>(t.deps.db, query);
  if (!row) throw new Error('fixture missing');
  return row;
}

describe('who acted, through an impersonation', () => {
  it('a job’s history names the impersonator beside the user', async () => {
    const job = await first<{ uuid: string }>(
      sql`select uuid from jobs where site_id = ${careers} and status = 'live' order by id limit 1`,
    );
    expect((await asChild('POST', `/jobs/${job.uuid}/unlist`, {})).statusCode).toBe(200);
    const history = await asChild('GET', `/jobs/${job.uuid}/history`);
    expect(history.json().data[0]).toMatchObject({ to_status: 'unlisted', changed_by: adminAsOwner() });
  });

  it('an employer’s status history names the impersonator beside the user', async () => {
    const employer = await first<{ id: number }>(
      sql`select id from employers where site_id = ${careers} and status = 'active' order by id limit 1`,
    );
    expect((await asChild('POST', `/employers/${employer.id}/disable`, {})).statusCode).toBe(200);
    const detail = await asChild('GET', `/employers/${employer.id}`);
    expect(detail.json().data.history[0]).toMatchObject({ to_status: 'disabled', changed_by: adminAsOwner() });
  });

  it('an application’s activity and its seeker’s activity name the impersonator beside the user', async () => {
    const application = await first<{ uuid: string; seeker: string }>(
      sql`select a.uuid, s.uuid as seeker from applications a join seekers s on s.id = a.seeker_id
          where a.site_id = ${careers} and a.status in ('applied', 'registered') order by a.id limit 1`,
    );
    const moved = await asChild('POST', `/applications/${application.uuid}/status`, { status: 'screening' });
    expect(moved.statusCode).toBe(200);
    const activity = await asChild('GET', `/applications/${application.uuid}/activity`);
    expect(activity.json().data.activity[0]).toMatchObject({ to_status: 'screening', changed_by: adminAsOwner() });
    const seeker = await asChild('GET', `/seekers/${application.seeker}/activity`);
    const change = seeker.json().data.find((entry: { kind: string }) => entry.kind === 'status_changed');
    expect(change).toMatchObject({ by: adminAsOwner() });
  });

  it('a change made by the user themselves names nobody behind them', async () => {
    const job = await first<{ uuid: string }>(
      sql`select uuid from jobs where site_id = ${careers} and status = 'live' order by id limit 1`,
    );
    const token = await t.login('admin@acme.test');
    const scope = { sid: careers };
    expect(
      (await t.request({ method: 'POST', url: `/portal/v1/jobs/${job.uuid}/unlist`, token, scope, payload: {} }))
        .statusCode,
    ).toBe(200);
    const history = await t.request({ method: 'GET', url: `/portal/v1/jobs/${job.uuid}/history`, token, scope });
    expect(history.json().data[0].changed_by).toEqual({ id: admin, name: 'Ada Admin', impersonator: null });
  });
});
