import { expectNoSeriousA11yViolations } from './support/axe';
import { signIn } from './support/session';
import { expect, test } from './support/test';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe('the audit log, as a site admin', () => {
  test('an admin changes a consultant, then reads who changed what, before and after, in the audit log', async ({
    page,
  }) => {
    const name = `Audra Audit ${unique()}`;
    await signIn(page, 'admin@acme.test');
    await page.goto('/acme/careers/consultants/create');
    await page.getByLabel(/^Name/).fill(name);
    await page.getByLabel(/^Email/).fill('audra@example.test');
    await page.getByLabel(/^Job title/).fill('Recruiter');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const id = /\/consultants\/(\d+)/.exec(page.url())?.[1] ?? '';
    await page.goto(`/acme/careers/consultants/${id}/edit`);
    await page.getByLabel(/^Job title/).fill('Head of Talent');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await page.getByLabel('Record id', { exact: true }).fill(id);
    const table = page.getByRole('table', { name: 'Audit log' });
    const updated = table.getByRole('row').filter({ hasText: 'Recruiter → Head of Talent' });
    await expect(updated).toContainText('Ada Admin');
    await expect(updated).toContainText(`Consultant ${id}`);
    await expect(table.getByRole('row').filter({ hasText: 'created' })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page, 'audit log');

    // At a phone's width the table scrolls on its own; the page does not.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(updated).toBeAttached();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('a recruiter has no audit log in the menu', async ({ page }) => {
    await signIn(page, 'recruiter@acme.test');
    await page.goto('/acme/careers');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  });
});
