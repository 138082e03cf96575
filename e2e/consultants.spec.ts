import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signIn } from './support/session';

const LIST = '/acme/careers/consultants';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
/** A valid 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('consultants, as a site admin', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin@acme.test');
  });

  test('creates a consultant with a photo and a bio, deactivates and deletes them', async ({ page }) => {
    const name = `Nora Nguyen ${unique()}`;
    await page.goto(LIST);
    await expect(
      page.getByRole('table', { name: 'Consultants' }).getByRole('link', { name: 'Chloe Carter' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'consultants list');

    await page.getByRole('link', { name: 'New consultant' }).click();
    await expect(page.getByRole('heading', { name: 'New consultant' })).toBeVisible();
    await page.getByLabel(/^Name/).fill(name);
    await page.getByLabel(/^Email/).fill('nora@example.test');
    await page.getByLabel(/^Job title/).fill('Healthcare Recruiter');
    await page.locator('input[type="file"]').setInputFiles({ name: 'nora.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('nora.png')).toBeVisible();
    const bio = page.getByRole('textbox', { name: 'Short bio' });
    await bio.click();
    await page.keyboard.type('Places nurses across the region.');
    await expectNoSeriousA11yViolations(page, 'consultant form');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Places nurses across the region.')).toBeVisible();
    await expect(page.getByRole('img', { name: `Photo of ${name}` })).toBeVisible();
    // The success notice is checked, then closed: axe would otherwise read its colours mid-transition.
    const notice = page.getByRole('alert').filter({ hasText: 'Consultant created.' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: /close/i }).click();
    await expect(notice).toBeHidden();
    await expectNoSeriousA11yViolations(page, 'consultant detail');

    const actions = page.getByRole('group', { name: 'Consultant actions' });
    await actions.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText('Inactive')).toBeVisible();

    await actions.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this consultant?' });
    await dialog.getByLabel('Type the name to confirm').fill(name);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(new RegExp(`${LIST}$`));
    await expect(page.getByText(`${name} was deleted.`)).toBeVisible();
  });
});
