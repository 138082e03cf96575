import { pngBytes } from '../apps/api/test/fixtures/sample-files';
import { expectNoSeriousA11yViolations } from './support/axe';
import { bakeryApi, balanceOf, setBalance, type Bakery } from './support/bakery-api';
import { tabTo } from './support/keyboard';
import { serverOf } from './support/servers';
import { signInWith } from './support/session';
import { expect, test, type Page } from './support/test';

const LIST = '/acme/careers/jobs';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

let bakery: Bakery;
test.beforeAll(async ({ playwright }, workerInfo) => {
  const request = await playwright.request.newContext({ baseURL: serverOf(workerInfo.parallelIndex).baseURL });
  bakery = await bakeryApi(request);
});

/** The step's heading is shown, its slug is in the address, and axe finds nothing serious on it. */
async function onStep(page: Page, heading: string, slug: string) {
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/acme/careers/jobs/edit\\?job=[0-9a-f-]{36}&step=${slug}$`));
  await expectNoSeriousA11yViolations(page, `job wizard, ${heading}`);
}

/** Tabs to the wizard's Next (or Publish) and presses Enter. */
async function next(page: Page, name = 'Next') {
  await tabTo(page, page.getByRole('button', { name, exact: true }));
  await page.keyboard.press('Enter');
}

test.describe('the job wizard by keyboard alone, as an employer admin', () => {
  test.beforeEach(async ({ page }) => {
    await signInWith(page, bakery.employerToken);
  });

  test('posts a job through the six steps with Tab, Shift+Tab, Enter, Space and the arrow keys', async ({ page }) => {
    // Six steps, a crop and nine axe passes by key presses alone: 85 s measured under a load average
    // of 16 on 2 cores, too near the slow tests' 90 s.
    test.setTimeout(150_000);
    if ((await balanceOf(bakery)) < 1) await setBalance(bakery, 1);
    const title = `Early shift baker ${unique()}`;
    await page.goto(LIST);
    await expect(page.getByRole('table', { name: 'Jobs' }).getByRole('link').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'jobs list (employer)');

    await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Post a job' }));
    await page.keyboard.press('Enter');
    // The wizard's chunk loads when it is opened (issue 21's sign-in budget): on a busy runner, a while.
    await expect(page.getByRole('heading', { level: 2, name: 'Basic details' })).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/acme\/careers\/jobs\/create/);
    await expectNoSeriousA11yViolations(page, 'job wizard, Basic details');
    await tabTo(page, page.getByRole('textbox', { name: /^Job title/ }));
    await page.keyboard.type(title);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Reference number' })).toBeFocused();
    await page.keyboard.type('EB-4');
    const workType = page.getByRole('combobox', { name: 'Work type' });
    await tabTo(page, workType);
    await page.keyboard.type('Full');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(workType).toHaveValue('Full time');
    // Back to the reference with Shift+Tab: Enter in a one-line field is Next.
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('textbox', { name: 'Reference number' })).toBeFocused();
    await page.keyboard.press('Enter');

    await onStep(page, 'Additional details', 'additional-details');
    await tabTo(page, page.getByRole('textbox', { name: 'Description' }));
    await page.keyboard.type('Mixes, shapes and bakes from 4 am.');
    // The banner: the file picker opened with Enter, then the crop dialog by keys alone.
    const banner = page.getByRole('group', { name: 'Banner image' });
    // Listened for before the Tabs: Playwright turns on file-chooser interception when the first
    // listener is added, and an Enter pressed at once can open the picker before it is on (no event).
    const chooser = page.waitForEvent('filechooser');
    await tabTo(page, banner.getByRole('button', { name: 'Choose a file' }));
    await page.keyboard.press('Enter');
    await (await chooser).setFiles({ name: 'loaves.png', mimeType: 'image/png', buffer: await pngBytes(300, 300) });
    const crop = page.getByRole('dialog', { name: 'Crop the image' });
    await tabTo(page, crop.getByRole('slider', { name: 'Position from the top' }));
    await page.keyboard.press('Home');
    await expect(crop.getByText('Kept: 300 × 75 px.')).toBeVisible();
    await tabTo(page, crop.getByRole('button', { name: 'Crop and upload' }));
    await page.keyboard.press('Enter');
    await expect(banner.getByRole('img', { name: 'Preview of Banner image' })).toBeVisible();
    await next(page);

    await onStep(page, 'Application preferences', 'application-preferences');
    const onSite = page.getByRole('radio', { name: 'On this site' });
    await tabTo(page, onSite);
    await page.keyboard.press('Space');
    await expect(onSite).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Add an email' }));
    await page.keyboard.press('Enter');
    // The address added takes the focus.
    await expect(page.getByRole('textbox', { name: /^Email 1/ })).toBeFocused();
    await page.keyboard.type('early@acme.test');
    await next(page);

    await onStep(page, 'Screening questions', 'screening-questions');
    await tabTo(page, page.getByRole('button', { name: 'Add a question' }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('textbox', { name: /^Question 1 text/ }));
    await page.keyboard.type('Do you hold a food hygiene certificate?');
    // Back to the kind, which stands before the text: a yes/no question.
    await page.keyboard.press('Shift+Tab');
    const kind = page.getByRole('combobox', { name: 'Question 1 kind' });
    await expect(kind).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('option', { name: 'Free text' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option', { name: 'Yes or no' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(kind).toHaveText('Yes or no');
    await next(page);

    await onStep(page, 'Overview and confirmation', 'overview');
    await expect(page.getByRole('region', { name: 'Screening questions' })).toContainText(
      'Do you hold a food hygiene certificate?',
    );
    await next(page);

    await onStep(page, 'Payment and confirmation', 'payment');
    // Into the products' group with Tab, then the arrow keys choose (and Space keeps) one.
    const products = page.getByRole('radiogroup', { name: /Product/ });
    await tabTo(page, products.getByRole('radio').first());
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    await expect(products.getByRole('radio', { name: /^Standard job advert/ })).toBeChecked();
    await next(page, 'Publish');

    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveURL(/\/acme\/careers\/jobs\/[0-9a-f-]{36}$/);
    await expectNoSeriousA11yViolations(page, 'job detail (employer)');
  });
});
