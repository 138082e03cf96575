import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { apply, DOMAINS, jobOf } from '../../../test/candidate-site-helper.js';
import { useTestApp } from '../../../test/helper.js';

const t = useTestApp();
const careers = () => t.ids.site('acme/careers');
const seekerOf = async (email: string) =>
  (
    await queryRows<{ visa_type: string | null; desired_work_type: string | null }>(
      t.deps.db,
      sql`select visa_type, desired_work_type from seekers where site_id = ${careers()} and email = ${email}`,
    )
  )[0];

describe('applying with a visa type and a desired work type (decision 0068)', () => {
  it("keeps the site's options on the new candidate", async () => {
    const dental = await jobOf(t, careers(), 'Dental Receptionist');
    const profile = { visa_type: 'work_visa', desired_work_type: 'part_time' };
    const res = await apply(t, DOMAINS.careers, dental.uuid, { email: 'visa@example.test', profile });
    expect(res.statusCode, res.body).toBe(201);
    expect(await seekerOf('visa@example.test')).toEqual(profile);
  });

  it('refuses a value that is not an option of the site with 422 on the field, and takes empty as none', async () => {
    const dental = await jobOf(t, careers(), 'Dental Receptionist');
    const profile = { visa_type: 'astronaut', desired_work_type: 'full_time' };
    const res = await apply(t, DOMAINS.careers, dental.uuid, { email: 'bad-visa@example.test', profile });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['visa_type']);
    const empty = await apply(t, DOMAINS.careers, dental.uuid, {
      email: 'no-visa@example.test',
      profile: { visa_type: '' },
    });
    expect(empty.statusCode, empty.body).toBe(201);
    expect(await seekerOf('no-visa@example.test')).toEqual({ visa_type: null, desired_work_type: null });
  });
});
