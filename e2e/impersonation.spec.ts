import { expectNoSeriousA11yViolations } from './support/axe';
import { signIn } from './support/session';
import { expect, test } from './support/test';

test.describe('impersonation, as a site admin', () => {
  test("a site admin impersonates an employer's user, acts as them, exits and is back on the page they left", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signIn(page, 'admin@acme.test');
    await page.goto('/acme/careers/employers?search=Acme%20Bakery');
    await page.getByRole('table', { name: 'Employers' }).getByRole('link', { name: 'Acme Bakery' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Acme Bakery/ })).toBeVisible();
    const employerPage = page.url();

    await page.getByRole('button', { name: 'Impersonate Sam Staff' }).click();
    const dialog = page.getByRole('dialog', { name: 'Impersonate Sam Staff?' });
    await dialog.getByRole('button', { name: 'Impersonate' }).click();

    const banner = page.getByRole('region', { name: 'Impersonation' });
    await expect(banner).toContainText('You (Ada Admin) are acting as Sam Staff (staff@acme.test)');
    await expect(banner).toContainText('staff@acme.test');

    // Acting as the employer user: their menu, their jobs.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Jobs', exact: true })
      .click();
    await expect(page.getByRole('table', { name: 'Jobs' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Candidates' }),
    ).toHaveCount(0);
    await expect(banner).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'jobs page with the impersonation banner');

    await banner.getByRole('button', { name: 'Exit' }).click();
    await expect(page).toHaveURL(employerPage, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: /Acme Bakery/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Impersonation' })).toHaveCount(0);
    // Back as the site admin: their own actions on the page again.
    await expect(page.getByRole('button', { name: 'Impersonate Sam Staff' })).toBeVisible();
  });
});
