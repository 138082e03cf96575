import { expectNoSeriousA11yViolations } from './support/axe';
import { tabTo } from './support/keyboard';
import { signIn } from './support/session';
import { expect, test } from './support/test';

const LIST = '/acme/careers/jobs';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe('jobs, as a site admin', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin@acme.test');
  });

  test('posts a draft through the first four steps, finds it in the list and on its page, and deletes it', async ({
    page,
  }) => {
    // Four steps and five axe passes take longer than the default 30 s on a shared 2-core runner.
    test.slow();
    const title = `Pastry chef ${unique()}`;
    await page.goto(LIST);
    const table = page.getByRole('table', { name: 'Jobs' });
    await expect(table.getByRole('link').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'jobs list');

    // The navbar's post-job button, reached and pressed by keyboard.
    const post = page.getByRole('banner').getByRole('link', { name: 'Post a job' });
    await tabTo(page, post);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Basic details' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Steps' })).toContainText('Payment and confirmation');

    const employer = page.getByRole('combobox', { name: /^Employer/ });
    await tabTo(page, employer);
    await page.keyboard.type('Bakery');
    await expect(page.getByRole('option', { name: 'Acme Bakery' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(employer).toHaveValue('Acme Bakery');
    await tabTo(page, page.getByRole('textbox', { name: /^Job title/ }));
    await page.keyboard.type(title);
    await tabTo(page, page.getByRole('textbox', { name: 'Reference number' }));
    await page.keyboard.type('PC-12');
    await expectNoSeriousA11yViolations(page, 'job wizard, Basic details');
    await page.keyboard.press('Enter'); // Enter in a one-line field is Next

    await expect(page.getByRole('heading', { level: 2, name: 'Additional details' })).toBeVisible();
    await expect(page).toHaveURL(/\/acme\/careers\/jobs\/edit\?job=[0-9a-f-]{36}&step=additional-details$/);
    await expect(page.getByRole('textbox', { name: 'Description' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'job wizard, Additional details');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Application preferences' })).toBeVisible();
    await page.getByRole('radio', { name: 'On this site' }).check();
    await page.getByRole('button', { name: 'Add an email' }).click();
    await page.getByRole('textbox', { name: /^Email 1/ }).fill('jobs@acme.test');
    await expectNoSeriousA11yViolations(page, 'job wizard, Application preferences');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Screening questions' })).toBeVisible();
    await page.getByRole('button', { name: 'Add a question' }).click();
    await page.getByRole('textbox', { name: /^Question 1 text/ }).fill('Can you start at 4 am?');
    await expectNoSeriousA11yViolations(page, 'job wizard, Screening questions');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Overview and confirmation' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Screening questions' })).toContainText('Can you start at 4 am?');

    // Nothing is left unsaved: the menu leaves without asking.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Jobs', exact: true })
      .click();
    await page.getByLabel('Search').fill(title);
    const row = table.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Draft');
    await expect(row).toContainText('PC-12');
    await row.getByRole('link', { name: title }).click();

    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Acme Bakery').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'job detail');

    const actions = page.getByRole('group', { name: 'Job actions' });
    await actions.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this job?' });
    await dialog.getByLabel('Type the title to confirm').fill(title);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(new RegExp(`${LIST}$`));
    await expect(page.getByText(`${title} was deleted.`)).toBeVisible();
  });
});
