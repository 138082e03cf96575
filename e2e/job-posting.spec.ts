import { brokenPngBytes, pngBytes } from '../apps/api/test/fixtures/sample-files';
import { expectNoSeriousA11yViolations } from './support/axe';
import { balanceOf, bakeryApi, draftJob, heldJob, jobsGoOnHold, setBalance, type Bakery } from './support/bakery-api';
import { mailTo } from './support/mail';
import { serverOf } from './support/servers';
import { signInWith } from './support/session';
import { expect, test, type Locator } from './support/test';

const LIST = '/acme/careers/jobs';
const NOT_ENOUGH = "You don't have enough credits to post this job. Please purchase more credits to continue.";
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

// Acme Bakery's admin and the site's admin sign in once for the file; each test makes its own state.
let bakery: Bakery;
test.beforeAll(async ({ playwright }, workerInfo) => {
  const request = await playwright.request.newContext({ baseURL: serverOf(workerInfo.parallelIndex).baseURL });
  bakery = await bakeryApi(request);
});

test.describe('posting a job, as an employer admin', () => {
  test.beforeEach(async ({ page }) => {
    await signInWith(page, bakery.employerToken);
  });

  test('posts a job through all six steps with a banner and a screening question, pays with a credit and sees it published', async ({
    page,
  }) => {
    // Six steps, two uploads and a publish: a long journey by nature.
    test.slow();
    if ((await balanceOf(bakery)) < 1) await setBalance(bakery, 1);
    const balance = await balanceOf(bakery);
    const held = await jobsGoOnHold(bakery);
    const title = `Sourdough baker ${unique()}`;

    await page.goto(`${LIST}/create`);
    // The first page of a fresh server, then the wizard's own chunk: on a busy runner, a while.
    await expect(page.getByText('Posted for Acme Bakery')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('textbox', { name: /^Job title/ }).fill(title);
    await page.getByRole('textbox', { name: 'Reference number' }).fill('SB-7');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page).toHaveURL(/step=additional-details$/);
    await page.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('Shapes and bakes sourdough before dawn.');
    const banner = page.getByRole('group', { name: 'Banner image' });
    await expect(banner).toContainText('1000 × 250 px (4:1)');
    const picker = banner.locator('input[type="file"]');
    // A file that says PNG but whose pixels do not decode: refused with the spec's words.
    await picker.setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: await brokenPngBytes() });
    await expect(banner.getByRole('alert')).toHaveText('Image error.');
    // A readable image of another shape: the crop dialog keeps a 4:1 band of it, chosen with the slider.
    await picker.setInputFiles({ name: 'storefront.png', mimeType: 'image/png', buffer: await pngBytes(600, 400) });
    const crop = page.getByRole('dialog', { name: 'Crop the image' });
    await expect(crop).toContainText('yours is 600 × 400 px');
    await expect(crop.getByText('Kept: 600 × 150 px.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'banner crop dialog');
    await crop.getByRole('slider', { name: 'Position from the top' }).press('End');
    await crop.getByRole('button', { name: 'Crop and upload' }).click();
    await expect(crop).toBeHidden();
    const preview = banner.getByRole('img', { name: 'Preview of Banner image' });
    await expect(preview).toBeVisible();
    await expect(banner.getByRole('alert')).toHaveCount(0);
    await expect.poll(() => naturalSize(preview)).toEqual([600, 150]);
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page).toHaveURL(/step=application-preferences$/);
    await page.getByRole('radio', { name: 'On this site' }).check();
    await page.getByRole('button', { name: 'Add an email' }).click();
    await page.getByRole('textbox', { name: /^Email 1/ }).fill('bakery-jobs@acme.test');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page).toHaveURL(/step=screening-questions$/);
    await page.getByRole('button', { name: 'Add a question' }).click();
    await page.getByRole('combobox', { name: 'Question 1 kind' }).click();
    await page.getByRole('option', { name: 'Yes or no' }).click();
    await page.getByRole('textbox', { name: /^Question 1 text/ }).fill('Can you start at 4 am?');
    await page.getByRole('combobox', { name: 'Question 1 knockout answer' }).click();
    await page.getByRole('option', { name: 'No', exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page).toHaveURL(/step=overview$/);
    await expect(page.getByRole('region', { name: 'Screening questions' })).toContainText('Can you start at 4 am?');
    await expect(page.getByRole('img', { name: 'Banner image' })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page).toHaveURL(/step=payment$/);
    await expect(page.getByText(`Credits available: ${String(balance)}`)).toBeVisible();
    await page.getByRole('radio', { name: /^Standard job advert/ }).check();
    await expect(page.getByRole('radio', { name: 'A credit of the employer’s balance' })).toBeChecked();
    await page.getByRole('button', { name: 'Publish' }).click();

    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(
      page.getByText(
        held
          ? 'Your job is published and on hold until the site’s staff approve it.'
          : 'Your job is published and live.',
      ),
    ).toBeVisible();
    // The site serves the cropped banner, not the picked image.
    const served = page.getByRole('img', { name: 'Banner image' });
    await expect(served).toBeVisible();
    await expect.poll(() => naturalSize(served)).toEqual([600, 150]);
    await expect(page.getByText('Can you start at 4 am?')).toBeVisible();
    expect(await balanceOf(bakery)).toBe(balance - 1);
  });

  test('with no credits left, is told so in the spec’s words and offered the way to buy credits', async ({ page }) => {
    const uuid = await draftJob(bakery, `Night porter ${unique()}`);
    const before = await setBalance(bakery, 0);
    try {
      await page.goto(`${LIST}/edit?job=${uuid}&step=payment`);
      await expect(page.getByText('Credits available: 0')).toBeVisible();
      await page.getByRole('radio', { name: /^Standard job advert/ }).check();
      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(page.getByText(NOT_ENOUGH)).toBeVisible();
      const buy = page.getByRole('link', { name: 'Buy credits' });
      await expect(buy).toHaveAttribute('href', '/acme/careers/credit-system/create');
      await buy.click();
      await expect(page.getByRole('heading', { level: 1, name: 'Buy credits' })).toBeVisible();
      const job = (await bakery.employer.get(`/v1/jobs/${uuid}/detail`)) as { data: { status: string } };
      expect(job.data.status).toBe('draft');
    } finally {
      await setBalance(bakery, before);
    }
  });
});

test.describe('jobs on hold, as a site admin', () => {
  test('rejects a job on hold with a reason from the queue, and the employer’s contact is mailed the reason', async ({
    page,
  }) => {
    const title = `Bread rounds ${unique()}`;
    const reason = `The pay range is missing ${unique()}`;
    await heldJob(bakery, title);
    await signInWith(page, bakery.staffToken);
    await page.goto(`${LIST}/hold`);
    const table = page.getByRole('table', { name: 'Jobs on hold' });
    await page.getByLabel('Search').fill(title);
    const row = table.getByRole('row').filter({ hasText: title });
    await expect(row).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'jobs on hold');

    await row.getByRole('checkbox', { name: 'Select row' }).check();
    await page.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject' });
    await expect(dialog).toContainText('The reason is mailed to the employer’s contact.');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByText(/Jobs? rejected/)).toBeVisible();
    await expect(row).toHaveCount(0);

    // The newest mail to the contact, once it is the one that gives this reason (the outbox is a queue).
    let mail = '';
    await expect.poll(async () => (mail = await mailTo(bakery.contact)), { timeout: 15_000 }).toContain(reason);
    expect(mail).toContain(title);
  });
});

/** The pixels of a shown image (its file's own size, not the size it is drawn at). */
const naturalSize = (image: Locator) =>
  image.evaluate((el) => [(el as HTMLImageElement).naturalWidth, (el as HTMLImageElement).naturalHeight]);
