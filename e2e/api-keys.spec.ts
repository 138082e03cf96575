import { expectNoSeriousA11yViolations } from './support/axe';
import { ENTERPRISE, signIn } from './support/session';
import { expect, test } from './support/test';

test.describe('API keys, as a site admin (decision 0105)', () => {
  test('an admin creates a key, the key reads the site’s jobs, and once revoked it is refused', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const name = `ATS ${Date.now().toString(36)}`;
    await signIn(page, 'admin@acme.test');
    await page.goto('/acme/careers/settings?tab=api');
    await expect(page.getByRole('tab', { name: 'API & webhooks' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Create API key' }).click();
    const form = page.getByRole('dialog', { name: 'New API key' });
    await form.getByLabel(/^Name/).fill(name);
    await form.getByRole('group', { name: 'Jobs' }).getByRole('checkbox', { name: 'read' }).check();
    await expectNoSeriousA11yViolations(page, 'new API key');
    await form.getByRole('button', { name: 'Create key' }).click();

    const shown = page.getByRole('dialog', { name: `Your new key “${name}”` });
    const key = await shown.getByRole('textbox', { name: 'API key' }).inputValue();
    expect(key).toMatch(/^pk_live_[A-Za-z0-9_-]{43}$/);
    await shown.getByRole('button', { name: 'Copy' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await shown.getByRole('button', { name: 'Done' }).click();

    const headers = { ...ENTERPRISE, Authorization: `Bearer ${key}` };
    expect((await page.request.get('/portal/v1/jobs', { headers })).status()).toBe(200);
    expect((await page.request.get('/portal/v1/employers', { headers })).status()).toBe(403);

    const row = page.getByRole('table', { name: 'API keys' }).getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Jobs: read');
    await row.getByRole('button', { name: `Revoke ${name}` }).click();
    await page.getByRole('dialog', { name: 'Revoke this key?' }).getByRole('button', { name: 'Revoke' }).click();
    await expect(row).toHaveCount(0);
    expect((await page.request.get('/portal/v1/jobs', { headers })).status()).toBe(401);
  });

  test('a recruiter, who holds no right on the keys, does not reach the tab', async ({ page }) => {
    await signIn(page, 'recruiter@acme.test');
    await page.goto('/acme/careers/settings?tab=api');
    await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
    await expect(page.getByRole('tab', { name: 'API & webhooks' })).toHaveCount(0);
  });
});
