import { expect, test, type Page } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { tabTo } from './support/keyboard';
import { apiToken, ENTERPRISE, signIn } from './support/session';

const CREDITS = '/acme/careers/credit-system';
const SUCCEEDS = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';

/** The balance the credits page shows, as a number ("1,234 credits" → 1234). */
async function shownBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId('credit-balance').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

/** Closes the success notice (axe would read its colours mid-transition). */
async function closeNotice(page: Page, text: string): Promise<void> {
  const notice = page.getByRole('alert').filter({ hasText: text });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: /close/i }).click();
  await expect(notice).toBeHidden();
}

test.describe('credits, as an employer admin', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'employer@acme.test');
  });

  test('buys 25 credits through the sandbox checkout, by keyboard alone, and sees the new balance and the ledger entry', async ({
    page,
  }) => {
    await page.goto(CREDITS);
    await expect(page.getByText('Credits of Acme Bakery')).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Credit history' }).getByText('Welcome credits', { exact: true }),
    ).toBeVisible();
    const before = await shownBalance(page);
    // An employer user sees its own employer, never the chooser, and never grants credits.
    await expect(page.getByRole('combobox', { name: 'Employer' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Grant or revoke credits' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'credit system (employer)');

    await tabTo(page, page.getByRole('link', { name: 'Buy credits' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Buy credits' })).toBeVisible();
    await tabTo(page, page.getByRole('group', { name: 'Quick amounts' }).getByRole('button', { name: '25' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Discount (10%)')).toBeVisible();
    await expect(page.getByTestId('preview-total')).toHaveText('€562.50');
    await expect(page.getByTestId('preview-costPerCredit')).toHaveText('€22.50');
    await expectNoSeriousA11yViolations(page, 'buy credits');

    await tabTo(page, page.getByRole('button', { name: 'Continue to payment' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Pay for your credits' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'sandbox checkout');
    await tabTo(page, page.getByLabel('Card number'));
    await page.keyboard.type(SUCCEEDS);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/acme\/careers\/credit-system\/payment-success\?purchase=[0-9a-f-]{36}$/);
    await expect(page.getByText('Payment received')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Credits added to Acme Bakery: 25.')).toBeVisible();
    await expect(page.getByTestId('new-balance')).toHaveText(`${before + 25} credits`);
    await expectNoSeriousA11yViolations(page, 'payment success');

    await tabTo(page, page.getByRole('link', { name: 'View the credit history' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${CREDITS}$`));
    await expect(page.getByTestId('credit-balance')).toHaveText(`${before + 25} credits`);
    const newest = page.getByRole('table', { name: 'Credit history' }).getByRole('row').nth(1);
    await expect(newest).toContainText('+25');
    await expect(newest).toContainText('Purchase');
    await expect(newest).toContainText('Eli Employer');
    await expect(newest).toContainText(String(before + 25));
  });

  test('a declined card shows a clear message and changes nothing', async ({ page }) => {
    await page.goto(CREDITS);
    await expect(page.getByText('Credits of Acme Bakery')).toBeVisible();
    const before = await shownBalance(page);
    const entries = await page.getByRole('table', { name: 'Credit history' }).getByRole('row').count();

    await page.getByRole('link', { name: 'Buy credits' }).click();
    await page.getByLabel('Number of credits').fill('3');
    await expect(page.getByTestId('preview-total')).toHaveText('€75.00');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByLabel('Card number').fill(DECLINED);
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('alert')).toHaveText('Your card was declined. No payment was taken.');
    await expectNoSeriousA11yViolations(page, 'declined checkout');

    await page.getByRole('link', { name: 'Back to the portal' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Buy credits' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to credits' }).click();
    await expect(page.getByTestId('credit-balance')).toHaveText(`${before} credits`);
    await expect(page.getByRole('table', { name: 'Credit history' }).getByRole('row')).toHaveCount(entries);
  });
});

test.describe('credits, as a site admin', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin@acme.test');
  });

  test.afterAll(async ({ request }) => {
    // Back to the demo tiers of decision 0018, for whatever runs next on this data.
    const token = await apiToken(request, 'admin@acme.test');
    const me = await (
      await request.get('/portal/auth/me', { headers: { ...ENTERPRISE, Authorization: `Bearer ${token}` } })
    ).json();
    const siteId = me.accounts[0].sites.find((s: { name: string }) => s.name === 'careers').id as number;
    await request.put('/portal/v1/credit/discount-tiers', {
      headers: { ...ENTERPRISE, Authorization: `Bearer ${token}`, 'X-AF-SID': String(siteId) },
      data: {
        tiers: [
          { min_quantity: 10, percent_off: 5 },
          { min_quantity: 25, percent_off: 10 },
          { min_quantity: 50, percent_off: 15 },
          { min_quantity: 100, percent_off: 20 },
        ],
      },
    });
  });

  test('chooses an employer, grants credits with a reason, edits a discount tier and sees the preview change', async ({
    page,
  }) => {
    await page.goto(CREDITS);
    await expect(page.getByRole('heading', { name: 'Choose an employer' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'credit system (staff, no employer)');

    const chooser = page.getByRole('combobox', { name: 'Employer' });
    await chooser.fill('Bakery');
    await page.getByRole('option', { name: 'Acme Bakery' }).click();
    await expect(page).toHaveURL(/\?employer=\d+$/);
    await expect(page.getByText('Credits of Acme Bakery')).toBeVisible();
    // A reload keeps the chosen employer.
    await page.reload();
    await expect(page.getByText('Credits of Acme Bakery')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Grant or revoke credits' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'credit system (staff)');

    const before = await shownBalance(page);
    await page.getByRole('button', { name: 'Grant or revoke credits' }).click();
    const grant = page.getByRole('dialog', { name: 'Grant or revoke credits' });
    await grant.getByLabel(/Number of credits/).fill('3');
    await grant.getByRole('button', { name: 'Save' }).click();
    await expect(grant.getByText('This field is required.')).toBeVisible();
    await grant.getByLabel(/Reason/).fill('Goodwill gesture after a site outage');
    await expectNoSeriousA11yViolations(page, 'grant dialog');
    await grant.getByRole('button', { name: 'Save' }).click();
    await expect(grant).toBeHidden();
    await closeNotice(page, `Credits granted: 3. New balance: ${before + 3}.`);
    await expect(page.getByTestId('credit-balance')).toHaveText(`${before + 3} credits`);
    const newest = page.getByRole('table', { name: 'Credit history' }).getByRole('row').nth(1);
    await expect(newest).toContainText('+3');
    await expect(newest).toContainText('Goodwill gesture after a site outage');
    await expect(newest).toContainText('Ada Admin');

    const tiers = page.getByRole('table', { name: 'Discount tiers' });
    await expect(tiers.getByRole('row').nth(2)).toContainText('10% off');
    await page.getByRole('button', { name: 'Edit discount tiers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit discount tiers' });
    const second = dialog.getByRole('group', { name: 'Tier 2' });
    await second.getByLabel(/Percent off/).fill('15');
    await dialog.getByRole('button', { name: 'Save tiers' }).click();
    // 15 % would equal the next tier's: refused under the row, nothing saved.
    await expect(dialog.getByRole('group', { name: 'Tier 3' })).toContainText(
      'A tier for more credits must take a bigger percent off than every tier for fewer credits.',
    );
    await second.getByLabel(/Percent off/).fill('12');
    await expectNoSeriousA11yViolations(page, 'discount tiers editor');
    await dialog.getByRole('button', { name: 'Save tiers' }).click();
    await expect(dialog).toBeHidden();
    await closeNotice(page, 'Discount tiers saved.');
    await expect(tiers.getByRole('row').nth(2)).toContainText('12% off');
    await expect(tiers.getByRole('row').nth(2)).toContainText('€22.00');

    await page.getByRole('link', { name: 'Buy credits' }).click();
    await expect(page).toHaveURL(/\/credit-system\/create\?employer=\d+$/);
    await expect(page.getByText('For Acme Bakery')).toBeVisible();
    await page.getByRole('group', { name: 'Quick amounts' }).getByRole('button', { name: '25' }).click();
    await expect(page.getByText('Discount (12%)')).toBeVisible();
    await expect(page.getByTestId('preview-total')).toHaveText('€550.00');
    await expectNoSeriousA11yViolations(page, 'buy credits (staff)');
  });
});
