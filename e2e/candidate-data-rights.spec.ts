import { readFileSync } from 'node:fs';
import { readZip } from '../apps/api/test/read-zip';
import { apply, openJob } from './support/candidate-site';
import { signIn } from './support/session';
import { expect, test } from './support/test';

// Decision 0100: a site admin takes a candidate's data out, then erases it, from the candidate's page.
test('a site admin exports a candidate’s data, then erases the candidate', async ({ page, request }) => {
  test.setTimeout(60_000);
  const job = await openJob(request);
  const email = `erin.${Date.now().toString(36)}@candidates.test`;
  await apply(request, job, { first: 'Erin', last: 'Eraser', email });

  await signIn(page, 'admin@acme.test');
  await page.goto(`/acme/careers/seekers?search=${encodeURIComponent(email)}`);
  await page.getByRole('link', { name: 'Erin Eraser' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Erin Eraser' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^candidate-[0-9A-F]{8}\.zip$/);
  const entries = readZip(readFileSync((await download.path()) ?? ''));
  const archive = JSON.parse(entries.get('candidate.json')?.toString() ?? '{}');
  expect(archive.profile).toMatchObject({ name: 'Erin Eraser', email });
  expect(archive.applications).toEqual([expect.objectContaining({ job: expect.objectContaining({ uuid: job.uuid }) })]);
  const resume = [...entries].find(([name]) => name.startsWith('files/'));
  expect(resume?.[1].subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByRole('button', { name: 'Erase data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase this candidate’s data?' });
  await expect(dialog).toContainText('Erin Eraser');
  await dialog.getByLabel('Type the name to confirm').fill('Erin Eraser');
  await dialog.getByRole('button', { name: 'Erase data' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Erased', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('Erin');
  await expect(page.getByRole('button', { name: 'Erase data' })).toHaveCount(0);

  // At phone width the page still fits: nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
