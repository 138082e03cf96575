import { expectNoSeriousA11yViolations } from './support/axe';
import { mailTo } from './support/mail';
import { ENTERPRISE, signIn } from './support/session';
import { expect, test } from './support/test';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe('account sites and users (decision 0051)', () => {
  test('the account admin invites an address to a site, changes its role, and opens the sites', async ({ page }) => {
    test.setTimeout(60_000);
    const email = `nova.${unique()}@people.test`;
    await signIn(page, 'manager@acme.test');
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main navigation' });
    await menu.getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/acme\/users$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Users of the account' }).getByText('Rita Recruiter')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'account users');

    // Invite: only the roles the account admin may grant are offered (never the owner's).
    await page.getByRole('button', { name: 'Invite user' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite a user' });
    await expect(invite.getByLabel(/Role/).locator('option')).toHaveText(['Account admin']);
    await invite.getByLabel(/Email/).fill(email);
    await invite.getByLabel(/Where/).selectOption({ label: 'Site careers' });
    await invite.getByLabel(/Role/).selectOption({ label: 'Recruiter' });
    await expectNoSeriousA11yViolations(page, 'invite dialog');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(invite).toBeHidden();
    await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();

    // The invitee accepts with the mailed link and appears with their role.
    const token = /accept-invitation\?token=([\w-]+)/.exec(await mailTo(email))?.[1];
    const accepted = await page.request.post('/portal/auth/accept-invitation', {
      headers: ENTERPRISE,
      data: { token, password: 'nova-pass-1234', password_confirmation: 'nova-pass-1234' },
    });
    expect(accepted.status()).toBe(200);
    await page.getByLabel('Search', { exact: true }).fill(email);
    const table = page.getByRole('table', { name: 'Users of the account' });
    await expect(table.getByText('Recruiter · Site careers')).toBeVisible();

    // Change the role: the new user becomes the careers site's admin.
    await table.getByRole('button', { name: email.split('@')[0] ?? email }).click();
    const manage = page.getByRole('dialog', { name: new RegExp(email.split('@')[0] ?? email) });
    await manage.getByRole('combobox', { name: /Where/ }).selectOption({ label: 'Site careers' });
    await manage.getByRole('combobox', { name: /Role/ }).selectOption({ label: 'Site admin' });
    await manage.getByRole('button', { name: 'Give role' }).click();
    await expect(manage.getByText('Site admin · Site careers')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'user dialog');
    await manage.getByRole('button', { name: 'Close' }).click();
    await expect(table.getByText('Site admin · Site careers')).toBeVisible();

    // The account's sites, each linking to its dashboard.
    await menu.getByRole('link', { name: 'Sites' }).click();
    await expect(page).toHaveURL(/\/acme\/sites$/);
    const sites = page.getByRole('table', { name: 'Sites of the account' });
    await expect(sites.getByRole('link', { name: 'Open Acme Careers' })).toBeVisible();
    await expect(sites.getByText('careers.acme.test')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'account sites');
  });
});
