import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { linkIn, mailTo } from './support/mail';
import { signIn } from './support/session';

// An employer's own people: what an employer user sees of the site, and an employer admin's colleagues.
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe('employers, as an employer user', () => {
  test('an employer user sees only their own employer and lands on not-authorized at /…/employers', async ({
    page,
  }) => {
    await signIn(page, 'employer@acme.test');
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'My employer' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Employers', exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'My employer' }).click();
    await expect(page).toHaveURL(/\/acme\/careers\/employer$/);
    await expect(page.getByRole('heading', { level: 1, name: /Acme Bakery/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
    await expect(page.getByText('staff@acme.test')).toBeVisible();

    await page.goto('/acme/careers/employers');
    await expect(page).toHaveURL(/\/not-authorized/);
    await expect(page.getByText('You are not authorized!')).toBeVisible();
  });
});

test.describe('employer users, as an employer admin', () => {
  test('an employer admin invites a new colleague, who accepts and signs in', async ({ page, browser, baseURL }) => {
    const email = `nia.${unique()}@example.test`;
    const password = 'nia-chooses-1234';
    await signIn(page, 'employer@acme.test');
    await page.goto('/acme/careers/employer/users');
    await expect(page.getByRole('heading', { level: 1, name: /Acme Bakery/ })).toBeVisible();

    await page.getByRole('button', { name: 'Invite user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite user' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Name').fill('Nia Newcomer');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`An invitation was sent to ${email}.`)).toBeVisible();
    const pending = page.getByRole('table', { name: 'Pending invitations' });
    await expect(pending.getByRole('row').filter({ hasText: email })).toContainText('Employer user');

    // The colleague opens the mailed link in their own browser, signed out.
    const link = linkIn(await mailTo(email), '/accept-invitation');
    const inviteeContext = await browser.newContext({ baseURL });
    const invitee = await inviteeContext.newPage();
    await invitee.goto(link);
    await expect(invitee.getByText('You are invited to join Acme Bakery as Employer user.')).toBeVisible();
    await expect(invitee.getByText(email)).toBeVisible();
    await expect(invitee.getByLabel('Name')).toHaveValue('Nia Newcomer');
    await expectNoSeriousA11yViolations(invitee, 'accept invitation page');
    await invitee.getByLabel('Password', { exact: true }).fill(password);
    await invitee.getByLabel('Confirm password').fill(password);
    await invitee.getByRole('button', { name: 'Accept invitation' }).click();

    await expect(invitee).toHaveURL(/\/login$/);
    await expect(invitee.getByText('Invitation accepted. You can now sign in.')).toBeVisible();
    await invitee.getByLabel('Email').fill(email);
    await invitee.getByLabel('Password').fill(password);
    await invitee.getByRole('button', { name: 'Sign in' }).click();
    await invitee.getByRole('link', { name: 'My employer' }).click();
    await expect(invitee.getByRole('heading', { level: 1, name: /Acme Bakery/ })).toBeVisible();

    // The link works once.
    await invitee.goto(link);
    await expect(invitee.getByText('This invitation is invalid or has expired.')).toBeVisible();
    await inviteeContext.close();

    await page.reload();
    await expect(page.getByRole('cell', { name: email })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Pending invitations' })).toHaveCount(0);

    // Removing a user is confirmed by typing their name.
    await page.getByRole('button', { name: 'Remove Nia Newcomer' }).click();
    const remove = page.getByRole('dialog', { name: 'Remove user' });
    await expect(remove.getByRole('button', { name: 'Remove' })).toBeDisabled();
    await remove.getByLabel('Type the name to confirm').fill('Nia Newcomer');
    await remove.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Nia Newcomer was removed.')).toBeVisible();
    await expect(page.getByRole('cell', { name: email })).toHaveCount(0);
  });
});
