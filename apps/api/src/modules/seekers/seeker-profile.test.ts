import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { fieldOptions, roles, seekers } from '../../db/schema/index.js';
import { useTestApp } from '../../../test/helper.js';
import { insertSeeker } from '../../../test/candidate-fixture.js';

const t = useTestApp();
const ids = t.ids;
const base = '/portal/v1/seekers';
const careers = () => ids.site('acme/careers');
const talent = () => ids.site('globex/talent');
const caller = async (email = 'admin@acme.test', scope: { sid: number; empid?: number } = { sid: careers() }) => ({
  token: await t.login(email),
  scope,
});
type Caller = Awaited<ReturnType<typeof caller>>;
const patch = async (uuid: string, payload: object, who?: Caller) =>
  t.request({ method: 'PATCH', url: `${base}/${uuid}`, ...(who ?? (await caller())), payload });
const stored = async (uuid: string) =>
  (
    await t.deps.db
      .select({
        name: seekers.name,
        email: seekers.email,
        phone: seekers.phone,
        resume_file_id: seekers.resume_file_id,
        visa_type: seekers.visa_type,
        desired_work_type: seekers.desired_work_type,
      })
      .from(seekers)
      .where(eq(seekers.uuid, uuid))
  )[0];

describe('PATCH /portal/v1/seekers/{uuid} (decision 0068)', () => {
  it("sets the visa type and desired work type from the site's options, and the activity shows each change", async () => {
    const seeker = await insertSeeker(t.deps, careers(), { visa_type: 'citizen' });
    const res = await patch(seeker.uuid, { visa_type: 'work_visa', desired_work_type: 'part_time' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      uuid: seeker.uuid,
      visa_type: 'work_visa',
      desired_work_type: 'part_time',
    });
    expect(await stored(seeker.uuid)).toMatchObject({ visa_type: 'work_visa', desired_work_type: 'part_time' });

    // Absent leaves a field as it is; null clears it.
    expect((await patch(seeker.uuid, { desired_work_type: null })).json().data).toMatchObject({
      visa_type: 'work_visa',
      desired_work_type: null,
    });

    const activity = await t.request({ method: 'GET', url: `${base}/${seeker.uuid}/activity`, ...(await caller()) });
    const changes = activity.json<{ data: { kind: string; from?: string | null; to?: string | null }[] }>().data;
    const entries = changes.map(({ kind, from, to }) => ({ kind, from, to }));
    expect(entries[0]).toEqual({ kind: 'desired_work_type_changed', from: 'part_time', to: null });
    // The first save's two changes share its time: in either order.
    expect(entries.slice(1)).toHaveLength(2);
    expect(entries.slice(1)).toEqual(
      expect.arrayContaining([
        { kind: 'desired_work_type_changed', from: null, to: 'part_time' },
        { kind: 'visa_type_changed', from: 'citizen', to: 'work_visa' },
      ]),
    );
    expect(activity.json().data[0].by).toMatchObject({ name: expect.any(String) });
  });

  it("refuses a value that is no active option of the site's list with 422 on the field, and changes nothing", async () => {
    const seeker = await insertSeeker(t.deps, careers(), { visa_type: 'citizen' });
    // An option only another site has: not one of this site's.
    await t.deps.db
      .insert(fieldOptions)
      .values({ site_id: talent(), field: 'visa_type', value: 'globex_only', label: 'Globex only', position: 99 });
    const foreign = await patch(seeker.uuid, { visa_type: 'globex_only', desired_work_type: 'part_time' });
    expect([foreign.statusCode, Object.keys(foreign.json().errors)]).toEqual([422, ['visa_type']]);
    // An option of another list of this site is not a value of this one.
    const otherList = await patch(seeker.uuid, { desired_work_type: 'work_visa' });
    expect([otherList.statusCode, otherList.json().errors]).toEqual([422, { desired_work_type: [MESSAGES.invalid] }]);
    expect(await stored(seeker.uuid)).toMatchObject({ visa_type: 'citizen', desired_work_type: null });
  });

  it('takes no new retired option, but keeps the one the seeker holds already', async () => {
    const retire = (value: string) =>
      t.deps.db
        .update(fieldOptions)
        .set({ retired_at: new Date() })
        .where(and(eq(fieldOptions.site_id, careers()), eq(fieldOptions.value, value)));
    await retire('student_visa');
    await retire('casual');
    const seeker = await insertSeeker(t.deps, careers(), { visa_type: 'student_visa' });
    const kept = await patch(seeker.uuid, { visa_type: 'student_visa', desired_work_type: 'contract' });
    expect(kept.statusCode, kept.body).toBe(200);
    const refused = await patch(seeker.uuid, { desired_work_type: 'casual' });
    expect([refused.statusCode, Object.keys(refused.json().errors)]).toEqual([422, ['desired_work_type']]);
  });

  it('refuses identity fields with 422: name, email, phone and resume are the candidate’s own (decision 0062)', async () => {
    const seeker = await insertSeeker(t.deps, careers(), { phone: '+1 555 0100' });
    const before = await stored(seeker.uuid);
    for (const identity of [
      { name: 'Renamed By Staff' },
      { email: 'other@example.test' },
      { phone: '+1 555 0199' },
      { resume_file_id: null },
      { first_name: 'X', last_name: 'Y' },
    ]) {
      const res = await patch(seeker.uuid, { visa_type: 'work_visa', ...identity });
      expect(res.statusCode, JSON.stringify(identity)).toBe(422);
    }
    expect(await stored(seeker.uuid)).toEqual(before);
  });

  it("answers another site's seeker as missing (404) and leaves it unchanged", async () => {
    const other = await insertSeeker(t.deps, talent());
    const res = await patch(other.uuid, { visa_type: 'work_visa' });
    expect([res.statusCode, res.json()]).toEqual([404, { message: MESSAGES.notFound }]);
    expect(await stored(other.uuid)).toMatchObject({ visa_type: null });
  });

  it('needs seekers.update at the site: an employer user and a reader without it get 403', async () => {
    const seeker = await insertSeeker(t.deps, careers());
    const employer = await caller('employer@acme.test', { sid: careers(), empid: ids.employer('Acme Bakery') });
    expect((await patch(seeker.uuid, { visa_type: 'work_visa' }, employer)).statusCode).toBe(403);
    const recruiter = await caller('recruiter@acme.test');
    const [role] = await t.deps.db.select().from(roles).where(eq(roles.key, 'recruiter'));
    if (!role) throw new Error('no recruiter role');
    await t.deps.db
      .update(roles)
      .set({ permissions: role.permissions.filter((entry) => entry !== 'seekers.update') })
      .where(eq(roles.id, role.id));
    try {
      const refused = await patch(seeker.uuid, { visa_type: 'work_visa' }, recruiter);
      expect([refused.statusCode, refused.json()]).toEqual([403, { message: MESSAGES.unauthorized }]);
      expect(await stored(seeker.uuid)).toMatchObject({ visa_type: null });
    } finally {
      await t.deps.db.update(roles).set({ permissions: role.permissions }).where(eq(roles.id, role.id));
    }
    const allowed = await patch(seeker.uuid, { visa_type: 'work_visa' }, recruiter);
    expect(allowed.statusCode, allowed.body).toBe(200);
  });
});
