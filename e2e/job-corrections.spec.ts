import { expectNoSeriousA11yViolations } from './support/axe';
import { balanceOf, bakeryApi, draftJob, heldJob, type Bakery } from './support/bakery-api';
import { serverOf } from './support/servers';
import { signInWith } from './support/session';
import { expect, test, type Page } from './support/test';

// Decision 0065: a job is corrected after its draft, as far as its status allows.
const LIST = '/acme/careers/jobs';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

let bakery: Bakery;
test.beforeAll(async ({ playwright }, workerInfo) => {
  const request = await playwright.request.newContext({ baseURL: serverOf(workerInfo.parallelIndex).baseURL });
  bakery = await bakeryApi(request);
});

/** Next through the steps after *Basic details*, to the overview (nothing is saved on the way). */
async function nextToOverview(page: Page) {
  for (const step of ['Additional details', 'Application preferences', 'Screening questions']) {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 2, name: step })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Overview and confirmation' })).toBeVisible();
}

test('an employer admin corrects a rejected job and resubmits it for approval without paying again', async ({
  page,
}) => {
  test.slow();
  const title = `Night baker ${unique()}`;
  const uuid = await heldJob(bakery, title);
  await bakery.staff.post(`/v1/jobs/${uuid}/reject`, { reason: 'Please add the pay range.' });
  const balance = await balanceOf(bakery);

  await signInWith(page, bakery.employerToken);
  await page.goto(`${LIST}/${uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('list', { name: 'History' })).toContainText('Please add the pay range.');
  await page.getByRole('group', { name: 'Job actions' }).getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByText(/This job was rejected: correct it/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Steps' })).not.toContainText('Payment');
  await page.getByRole('textbox', { name: 'Pay range' }).fill('$30–35 an hour');
  await nextToOverview(page);
  await expectNoSeriousA11yViolations(page, 'a rejected job’s wizard, overview');
  await page.getByRole('button', { name: 'Resubmit for approval' }).click();

  await expect(page.getByText('Your job is back in the queue for approval.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const history = page.getByRole('list', { name: 'History' });
  await expect(history).toContainText('Rejected → On hold');
  await expect(history).toContainText('Changed: Pay range');
  expect(await balanceOf(bakery)).toBe(balance);
  const ledger = (await bakery.employer.get('/v1/credit/ledgers?per_page=100')) as {
    data: { kind: string; job_uuid: string | null }[];
  };
  expect(ledger.data.filter((entry) => entry.job_uuid === uuid).map((entry) => entry.kind)).toEqual(['spend']);
});

test('a site admin fixes a typo in a live job and its history says what changed and who', async ({ page }) => {
  test.slow();
  const title = `Pastry chfe ${unique()}`;
  const uuid = await draftJob(bakery, title);
  const products = (await bakery.staff.get('/v1/credit/credit-actions')) as { data: { uuid: string }[] };
  const product = products.data[0]?.uuid;
  await bakery.staff.post(`/v1/jobs/${uuid}/publish`, { product, pay_with: 'none' });

  await signInWith(page, bakery.staffToken);
  await page.goto(`${LIST}/${uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('group', { name: 'Job actions' }).getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByText(/This job is live/)).toBeVisible();
  await expect(page.getByLabel('Advert end date')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save draft' })).toHaveCount(0);
  const fixed = title.replace('chfe', 'chef');
  await page.getByRole('textbox', { name: /^Job title/ }).fill(fixed);
  await nextToOverview(page);
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(page.getByText('Your changes are saved.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: fixed })).toBeVisible();
  const line = page.getByRole('list', { name: 'History' }).getByRole('listitem').first();
  await expect(line).toContainText('Changed: Job title');
  await expect(line).toContainText('by Ada Admin');
  await expectNoSeriousA11yViolations(page, 'a live job’s page after its edit');
});
