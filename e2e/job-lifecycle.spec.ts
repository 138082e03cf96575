import { expectNoSeriousA11yViolations } from './support/axe';
import { signIn } from './support/session';
import { expect, test, type Page } from './support/test';

const LIST = '/acme/careers/jobs';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/**
 * Writes a new job through the wizard's first steps with what publishing needs (decision 0037: a
 * description, where seekers apply), then opens *Payment and confirmation* and picks the first product.
 */
async function draftToPayment(page: Page, title: string, employer?: string) {
  await page.goto(`${LIST}/create`);
  if (employer) {
    await page.getByRole('combobox', { name: /^Employer/ }).fill(employer.split(' ').at(-1) ?? employer);
    await page.getByRole('option', { name: employer }).click();
  }
  await page.getByRole('textbox', { name: /^Job title/ }).fill(title);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/step=additional-details$/);
  await page.getByRole('textbox', { name: 'Description' }).click();
  await page.keyboard.type('Bakes bread through the night.');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'On this site' }).check();
  await page.getByRole('button', { name: 'Add an email' }).click();
  await page.getByRole('textbox', { name: /^Email 1/ }).fill('jobs@acme.test');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Screening questions' })).toBeVisible();
  await page.goto(page.url().replace('step=screening-questions', 'step=payment'));
  await expect(page.getByRole('heading', { level: 2, name: 'Payment and confirmation' })).toBeVisible();
  await page
    .getByRole('radiogroup', { name: /Product/ })
    .getByRole('radio')
    .first()
    .check();
}

test.describe('a job’s life, as a site admin', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin@acme.test');
  });

  test('publishes a draft without payment, expires it after typing its title, and clones it into a new draft', async ({
    page,
  }) => {
    const title = `Night baker ${unique()}`;
    await draftToPayment(page, title, 'Acme Bakery');
    await page.getByRole('radio', { name: 'Publish without payment' }).check();
    await expectNoSeriousA11yViolations(page, 'job wizard, Payment and confirmation');
    await page.getByRole('button', { name: 'Publish' }).click();

    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Your job is published and live.')).toBeVisible();
    const actions = page.getByRole('group', { name: 'Job actions' });
    await actions.getByRole('button', { name: 'Expire' }).click();
    const expire = page.getByRole('dialog', { name: 'Expire this job?' });
    await expire.getByLabel('Type the title to confirm').fill(title);
    await expire.getByRole('button', { name: 'Expire' }).click();
    await expect(page.getByText('Job expired.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'History' })).toContainText('Live → Expired');
    await expectNoSeriousA11yViolations(page, 'job detail with history');

    await actions.getByRole('button', { name: 'Clone' }).click();
    const clone = page.getByRole('dialog', { name: 'Clone this job' });
    await clone.getByRole('radio').first().check();
    await clone.getByRole('button', { name: 'Clone' }).click();
    // The wizard names its first step in the address once it has loaded.
    await expect(page).toHaveURL(/\/acme\/careers\/jobs\/edit\?job=[0-9a-f-]{36}(&step=basic-details)?$/);
    await expect(page.getByLabel('Advert start date')).toHaveValue('');
  });

  test('approves a job on hold from the queue', async ({ page }) => {
    await page.goto(LIST);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Jobs on hold' }).click();
    const table = page.getByRole('table', { name: 'Jobs on hold' });
    const row = table.getByRole('row').nth(1);
    await expect(row).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'jobs on hold');
    await row.getByRole('checkbox', { name: 'Select row' }).check();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText(/approved/)).toBeVisible();
  });
});

test.describe('a job paid by direct payment, as an employer admin', () => {
  test('publishes through the sandbox checkout and comes back to the job, published', async ({ page }) => {
    // Six steps, a hosted checkout and a confirmation: a long journey by nature.
    test.slow();
    await signIn(page, 'employer@acme.test');
    const title = `Paid pastry cook ${unique()}`;
    await draftToPayment(page, title);
    await page.getByRole('radio', { name: /Direct payment/ }).check();
    await expect(page.getByText(/continue to the payment page/)).toBeVisible();
    await page.getByRole('button', { name: 'Publish' }).click();

    // The sandbox's hosted checkout (decision 0021), as a provider's would be.
    await expect(page.getByRole('heading', { name: 'Pay for your credits' })).toBeVisible();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/acme\/careers\/jobs\/[0-9a-f-]{36}\?payment=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(/Your job is published and (live|on hold)/)).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(page, 'job page after a direct payment');
  });
});
