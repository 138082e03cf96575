import { expectNoSeriousA11yViolations } from './support/axe';
import { apply, openJob } from './support/candidate-site';
import { signIn } from './support/session';
import { expect, test } from './support/test';

// Decision 0054: the bell hears of a notification live, from the stream, without a reload.
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

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
    await apply(request, job, { first: 'Live', last: `Bell ${run}`, email: `live.${run}@candidates.test` });
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
    await expect(popover).toBeHidden();
    await expect(page.getByRole('main').getByText(`Bell ${run} applied for ${job.title}.`)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'notifications page');

    // Opening it marks it read and goes to the application.
    await page
      .getByRole('button', { name: `Open: New application for ${job.title}` })
      .first()
      .click();
    await expect(page).toHaveURL(/\/acme\/careers\/applications\/[0-9a-f-]{36}/);
  });
});
