import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DOMAINS, jobOf, publicPath } from '../../../test/candidate-site-helper.js';
import { useTestApp } from '../../../test/helper.js';

const t = useTestApp();
const careers = () => t.ids.site('acme/careers');
const get = (url: string) => t.request({ method: 'GET', url });

describe('GET /portal/v1/public/sites/{domain}/jobs', () => {
  it("lists the site's live jobs only, newest published first, without a staff token", async () => {
    const res = await get(publicPath(DOMAINS.careers));
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(data.map((job: { title: string }) => job.title)).toEqual(['Dental Receptionist', 'Pastry Chef']);
    expect(meta).toMatchObject({ total: 2, current_page: 1 });
    expect(data[0]).toMatchObject({ employer: { name: expect.any(String) }, work_type: 'part_time' });
    expect(data[0]).not.toHaveProperty('status');
  });

  it('searches the title and filters by work type and classification', async () => {
    const search = await get(`${publicPath(DOMAINS.careers)}?search=pastry`);
    expect(search.json().data.map((job: { title: string }) => job.title)).toEqual(['Pastry Chef']);
    const filtered = await get(`${publicPath(DOMAINS.careers)}?filter[classification]=healthcare`);
    expect(filtered.json().data.map((job: { title: string }) => job.title)).toEqual(['Dental Receptionist']);
    const sorted = await get(`${publicPath(DOMAINS.careers)}?sort=title&per_page=1&page=2`);
    expect(sorted.json()).toMatchObject({ data: [{ title: 'Pastry Chef' }], meta: { last_page: 2 } });
  });

  it('answers the other site its own jobs, an unknown domain 404, and needs the enterprise key', async () => {
    const talent = await get(publicPath(DOMAINS.talent));
    const foreign = await jobOf(t, t.ids.site('globex/talent'), 'Pastry Chef');
    expect(talent.json().data.map((job: { uuid: string }) => job.uuid)).toContain(foreign.uuid);
    expect((await get(publicPath('nobody.example'))).statusCode).toBe(404);
    const noKey = await t.app.inject({ method: 'GET', url: publicPath(DOMAINS.careers) });
    expect(noKey.statusCode).toBe(400);
  });
});

describe('GET /portal/v1/public/sites/{domain}/jobs/{uuid}', () => {
  it('shows a live job with its questions but never their knockout answers', async () => {
    const pastry = await jobOf(t, careers(), 'Pastry Chef');
    const res = await get(publicPath(DOMAINS.careers, `/${pastry.uuid}`));
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      uuid: pastry.uuid,
      title: 'Pastry Chef',
      banner_url: null,
      questions_position: 'below',
    });
    expect(data.screening_questions).toEqual([
      { kind: 'yes_no', text: 'Do you have the right to work here?', choices: [] },
      { kind: 'single_choice', text: 'Which shift suits you best?', choices: ['Mornings', 'Evenings', 'Weekends'] },
    ]);
    expect(res.body).not.toContain('knockout');
  });

  it('gives the banner as a public link built from configuration', async () => {
    const dental = await jobOf(t, careers(), 'Dental Receptionist');
    const fileId = '00000000-0000-4000-8000-000000000001';
    await t.deps.db.execute(
      sql`insert into files (id, site_id, kind, name, mime, size, storage_key) values (${fileId}, ${careers()}, 'banner', 'b.png', 'image/png', 1, 'uploads/x/b')`,
    );
    await t.deps.db.execute(sql`update jobs set banner_file_id = ${fileId} where id = ${dental.id}`);
    const res = await get(publicPath(DOMAINS.careers, `/${dental.uuid}`));
    expect(res.json().data.banner_url).toBe(`http://localhost:3000/files/${fileId}`);
  });

  it('answers 404 for a job that is not live and for a job of another site', async () => {
    const draft = await jobOf(t, careers(), 'Site Supervisor');
    const unlisted = await jobOf(t, careers(), 'Barista');
    const foreign = await jobOf(t, t.ids.site('globex/talent'), 'Pastry Chef');
    for (const job of [draft, unlisted, foreign]) {
      expect((await get(publicPath(DOMAINS.careers, `/${job.uuid}`))).statusCode).toBe(404);
    }
    expect((await get(publicPath(DOMAINS.careers, '/not-a-uuid'))).statusCode).toBe(404);
  });
});
