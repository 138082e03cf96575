import type { APIRequestContext } from '@playwright/test';
import { pdfBytes } from '../apps/api/test/fixtures/sample-files';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signIn } from './support/session';
import { expect, test } from './support/test';

// Decision 0054: the bell hears of a notification live, from the stream, without a reload.
const PUBLIC = '/portal/v1/public/sites/localhost';
const HEADERS = { 'X-AF-EID': 'portal-demo' };
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

interface PublicJob {
  uuid: string;
  title: string;
}

/** A live job of Acme Careers a candidate applies to on the site itself, with no screening questions. */
async function openJob(request: APIRequestContext): Promise<PublicJob> {
  const feed = await request.get(`${PUBLIC}/jobs?per_page=50`, { headers: HEADERS });
  expect(feed.status()).toBe(200);
  for (const job of (await feed.json()).data as PublicJob[]) {
    const detail = (await (await request.get(`${PUBLIC}/jobs/${job.uuid}`, { headers: HEADERS })).json()).data;
    if (detail.apply_on !== 'external' && detail.screening_questions.length === 0) return job;
  }
  throw new Error('no live job without questions on the demo site');
}

test.describe('notifications', () => {
  test('a candidate applies through the candidate site and the site admin’s bell shows it without a reload', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const job = await openJob(request);
    await signIn(page, 'admin@acme.test');
    await page.goto('/acme/careers/jobs');
    const bell = page.getByRole('button', { name: /^Notifications, unread: \d+$/ });
    await expect(bell).toBeVisible();
    const before = Number((await bell.getAttribute('aria-label'))?.match(/\d+$/)?.[0] ?? '0');

    // Another person's action, through the public API: no reload of the admin's page follows.
    const run = unique();
    const applied = await request.post(`${PUBLIC}/jobs/${job.uuid}/apply`, {
      headers: HEADERS,
      multipart: {
        first_name: 'Live',
        last_name: `Bell ${run}`,
        email: `live.${run}@candidates.test`,
        consent: 'true',
        resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfBytes() },
      },
    });
    expect(applied.status(), await applied.text()).toBe(201);
    await expect(page.getByRole('button', { name: `Notifications, unread: ${before + 1}` })).toBeVisible({
      timeout: 15_000,
    });
    await expect(
      page.getByRole('status').filter({ hasText: `New notification: New application for ${job.title}` }),
    ).toHaveCount(1);

    await page.getByRole('button', { name: `Notifications, unread: ${before + 1}` }).click();
    const popover = page.getByRole('region', { name: 'Latest notifications' });
    const item = popover.getByRole('button', { name: new RegExp(`New application for ${job.title}`) }).first();
    await expect(item).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'notifications popover');
    await popover.getByRole('link', { name: 'View all' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(page.getByText(`Bell ${run} applied for ${job.title}.`)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'notifications page');

    // Opening it marks it read and goes to the application.
    await page
      .getByRole('button', { name: `Open: New application for ${job.title}` })
      .first()
      .click();
    await expect(page).toHaveURL(/\/acme\/careers\/applications\/[0-9a-f-]{36}/);
  });
});
