import { expectNoSeriousA11yViolations } from './support/axe';
import { signIn } from './support/session';
import { expect, test } from './support/test';

const UNKNOWN = '/foo/bar/baz';

test.describe('the shell: unknown paths and the dashboard (issue 23)', () => {
  test('a visitor who is signed out sees the not-found page at /foo/bar/baz, not the sign-in page', async ({
    page,
  }) => {
    await page.goto(UNKNOWN);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(UNKNOWN);
  });

  test('a signed-in user sees the same not-found page there, the path left as it was', async ({ page }) => {
    await signIn(page, 'admin@acme.test');
    await page.goto(UNKNOWN);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(UNKNOWN);
  });

  test("a site admin sees the site's charts, with their figures as text, and a chart's link opens the filtered list", async ({
    page,
  }) => {
    await signIn(page, 'admin@acme.test');
    await page.goto('/');
    const jobs = page.getByRole('region', { name: 'Jobs by status' });
    const applications = page.getByRole('region', { name: 'Applications in the last 30 days' });
    await expect(jobs).toBeVisible();
    await expect(applications).toBeVisible();
    // The drawing is there, named by its summary; the figures follow as links.
    await expect(jobs.getByRole('img', { name: /jobs by status, .* in all/ })).toBeVisible();
    await expect(jobs.locator('svg').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'dashboard with charts');

    const live = jobs.getByRole('link', { name: /^Live: / });
    const expected = Number((await live.textContent())?.replace(/\D/g, ''));
    await live.click();
    await expect(page).toHaveURL(/\/acme\/careers\/jobs\?filter\.status=live$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
    await expect(page.getByRole('row')).not.toHaveCount(0);
    expect(expected).toBeGreaterThan(0);
  });
});
