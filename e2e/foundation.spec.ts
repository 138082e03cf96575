import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { DEMO_PASSWORD, signIn } from './support/session';

test.describe('signing in', () => {
  test('a visitor opening a protected page lands on login with `to` and returns there after signing in', async ({
    page,
  }) => {
    await page.goto('/acme/careers/employers?search=dental');
    await expect(page).toHaveURL(/\/login\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('search')).toBe('dental');
    expect(url.searchParams.get('to')).toBe('/acme/careers/employers?search=dental');

    await page.getByLabel('Email').fill('admin@acme.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    // The sign-in answer carries the user: the page it opens does not ask for it again.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/portal/auth/me') asked.push(request.url());
    });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/acme\/careers\/employers\?search=dental$/);
    await expect(page.getByRole('heading', { name: 'Employers' })).toBeVisible();
    expect(asked).toEqual([]);
  });

  test('signing in starts the app in the sign-in page’s document, in the language chosen there', async ({ page }) => {
    await page.goto(`/login?to=${encodeURIComponent('/acme/careers/employers')}`);
    await page.getByLabel('Language').selectOption('fr');
    await page.getByLabel('E-mail').fill('admin@acme.test');
    await page.getByLabel('Mot de passe').fill(DEMO_PASSWORD);
    // Decision 0111: no page is loaded after the sign-in page, so what this document holds survives.
    await page.evaluate(() => Object.assign(window, { signInDocument: true }));
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/acme\/careers\/employers$/);
    await expect(page.getByRole('heading', { name: 'Employeurs' })).toBeVisible();
    await expect(page.locator('tr[data-row]').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { signInDocument?: boolean }).signInDocument)).toBe(true);
    expect(documents).toEqual([]);
    // The sign-in page's look is gone: its stylesheet and the theme it set on <html>.
    expect(await page.locator('link[rel=stylesheet][href*="/assets/login"]').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--primary'))).toBe('');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

    // A reload is the app's own document, still signed in.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Employeurs' })).toBeVisible();
  });

  test('the login page does not shift while it loads', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { portalShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.waitForTimeout(500);
    const cls = await page.evaluate(() =>
      (window as unknown as { portalShifts: number[] }).portalShifts.reduce((sum, value) => sum + value, 0),
    );
    expect(cls).toBeLessThan(0.01);
  });

  test('a wrong password shows the error under the email field', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('admin@acme.test');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
  });

  test('an expired token shows "Your session has expired." and lands on login', async ({ page }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      localStorage.setItem(
        'portal-auth',
        JSON.stringify({
          access_token: 'expired-token-expired-token-000000',
          token_type: 'Bearer',
          parent: null,
          redirect: null,
        }),
      );
    });
    await page.goto('/');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByText('Your session has expired.')).toBeVisible();
  });
});

test.describe('white label and preferences', () => {
  test('branding from the host appears in the title', async ({ page, baseURL }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle(/Acme Careers/);
    const other = (baseURL ?? '').replace('localhost', '127.0.0.1');
    await page.goto(`${other}/login`);
    await expect(page).toHaveTitle(/Acme Jobs Board/);
  });

  test('the theme choice survives a reload', async ({ page }) => {
    await signIn(page, 'admin@acme.test');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
    await page.getByRole('button', { name: 'Theme' }).click();
    await page
      .getByRole('menuitemradio', { name: 'Dark' })
      .or(page.getByRole('menuitem', { name: 'Dark' }))
      .click();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('portal-settings') ?? '{}').theme)).toBe('dark');
  });

  test('Arabic turns the page right-to-left', async ({ page }) => {
    await signIn(page, 'admin@acme.test');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The navbar's parts loaded on demand (search, shortcuts, the bell) come in beside the language
    // button and move it: click it once the last of them is there.
    await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
    await page.getByRole('button', { name: 'Language' }).click();
    await page
      .getByRole('menuitemradio', { name: 'العربية' })
      .or(page.getByRole('menuitem', { name: 'العربية' }))
      .click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  });

  test('the account and site switcher selects another site and rewrites the path', async ({ page }) => {
    await signIn(page, 'owner@acme.test');
    await page.goto('/acme/careers/employers');
    await expect(
      page.getByRole('table', { name: 'Employers' }).getByRole('link', { name: 'Acme Bakery' }),
    ).toBeVisible();
    await page.getByRole('button', { name: /^Switch account and site/ }).click();
    await page.getByRole('menuitemradio', { name: /Acme Jobs Board/ }).click();
    await expect(page).toHaveURL(/\/acme\/jobs\/employers/);
    const table = page.getByRole('table', { name: 'Employers' });
    await expect(table.getByRole('link', { name: 'Northwind Traders' })).toBeVisible();
    await expect(table.getByRole('link', { name: 'Acme Bakery' })).toHaveCount(0);
  });

  test('a path naming a site the user does not have is replaced by the selection', async ({ page }) => {
    await signIn(page, 'admin@acme.test');
    await page.goto('/acme/jobs/employers');
    await expect(page).toHaveURL(/\/acme\/careers\/employers/);
    await page.goto('/globex/talent/employers');
    await expect(page).toHaveURL(/\/acme\/careers\/employers/);
  });
});

test.describe('accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const language of ['en', 'ar'] as const) {
      test(`the login page and the dashboard have no serious violations (${theme}, ${language})`, async ({ page }) => {
        const settings = { theme, language };
        await page.addInitScript((s) => {
          if (!localStorage.getItem('portal-settings')) localStorage.setItem('portal-settings', JSON.stringify(s));
        }, settings);
        await page.goto('/login');
        await expect(page.getByRole('button', { name: language === 'en' ? 'Sign in' : /.+/ }).first()).toBeVisible();
        await expectNoSeriousA11yViolations(page, `login ${theme} ${language}`);

        await signIn(page, 'admin@acme.test');
        await page.goto('/');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('progressbar')).toHaveCount(0);
        await expectNoSeriousA11yViolations(page, `dashboard ${theme} ${language}`);
      });
    }
  }
});
