import { expectNoSeriousA11yViolations } from './support/axe';
import { solidPng } from './support/png';
import { apiToken, DEMO_PASSWORD, ENTERPRISE, signIn } from './support/session';
import { expect, test } from './support/test';

// Users no other journey signs in as: their password and avatar change here (decision 0053).
const PASSWORD_USER = 'manager@acme.test';
const AVATAR_USER = 'owner@globex.test';
const NEW_PASSWORD = 'a-new-pass-5678';

test.describe('the profile', () => {
  test('a user changes their password, their other session ends, and they sign in again with the new one', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const elsewhere = await apiToken(request, PASSWORD_USER);
    await signIn(page, PASSWORD_USER);
    await page.goto('/');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('link', { name: 'Profile' }).click();
    // The profile's own path, never read as an account and a site.
    await expect(page).toHaveURL(/\/auth\/profile\/password$/);
    await expect(page.getByRole('tab', { name: 'Password', selected: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'profile password tab');

    await page.getByLabel('Current password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password', { exact: true }).fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('The confirmation field does not match.')).toBeVisible();
    await page.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your other sessions were signed out.')).toBeVisible();

    const other = await request.get('/portal/auth/me', {
      headers: { ...ENTERPRISE, Authorization: `Bearer ${elsewhere}` },
    });
    expect(other.status()).toBe(401);

    await page.reload();
    await expect(page).toHaveURL(/\/auth\/profile\/password$/);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.getByLabel('Email').fill(PASSWORD_USER);
    await page.getByLabel('Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  });

  test('a user uploads an avatar and sees it in the navbar', async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, AVATAR_USER);
    await page.goto('/auth/profile/settings');
    await expect(page.getByRole('tab', { name: 'Settings', selected: true })).toBeVisible();
    const avatar = page.getByRole('region', { name: 'Avatar' });
    await expect(avatar).toContainText('Allowed file types: PNG, JPEG, WebP. Maximum size: 2 MB.');
    await expectNoSeriousA11yViolations(page, 'profile settings tab');

    await avatar.locator('input[type="file"]').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: solidPng(64, [160, 47, 255]),
    });
    await expect(page.getByText('Your picture was updated.')).toBeVisible();
    const navbarPicture = page.getByRole('button', { name: 'Account menu' }).locator('img');
    await expect(navbarPicture).toHaveAttribute('src', /^\/files\/[0-9a-f-]{36}$/);
    await expect.poll(() => navbarPicture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
    await expect(avatar.getByRole('img', { name: 'Your avatar' })).toBeVisible();

    // Still there on the next visit: it is the account's, not the browser's.
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Account menu' }).locator('img')).toHaveAttribute('src', /\/files\//);
  });
});
