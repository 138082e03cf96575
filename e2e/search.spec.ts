import { expectNoSeriousA11yViolations } from './support/axe';
import { api, signIn, siteIdOf } from './support/session';
import { expect, test } from './support/test';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe('the navbar search, as a site admin', () => {
  test('the command palette finds a job and opens it by keyboard alone', async ({ page }) => {
    test.setTimeout(60_000);
    const token = await signIn(page, 'admin@acme.test');
    const staff = await api(page.request, token, await siteIdOf(page.request, token, 'acme', 'careers'));
    const employers = await (await staff.get('/v1/employers?search=Acme%20Bakery')).json();
    const title = `Zephyr Pastry Chef ${unique()}`;
    const created = await staff.post('/v1/jobs', { title, employer_id: employers.data[0].id });
    expect(created.status(), await created.text()).toBe(201);
    const { uuid } = (await created.json()).data as { uuid: string };

    await page.goto('/acme/careers/applications');
    await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Quick search' })).toBeVisible();
    const palette = page.getByRole('dialog', { name: 'Search and go' });
    const field = palette.getByRole('combobox');
    // The palette's code loads on the first open; a press while the shell settles is pressed again.
    await expect(async () => {
      await page.keyboard.press('Control+k');
      await expect(field).toBeFocused({ timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    await page.keyboard.type(title.slice(0, -2));
    const option = palette.getByRole('option', { name: new RegExp(title) });
    await expect(option).toBeVisible();
    await expect(palette.getByRole('group', { name: 'Jobs' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'command palette with results');
    // Move to the job with the arrow keys: the first options are pages and any older match.
    for (let i = 0; i < 20 && (await option.getAttribute('aria-selected')) !== 'true'; i++) {
      await page.keyboard.press('ArrowDown');
    }
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/acme/careers/jobs/${uuid}$`));
    await expect(palette).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // "/" opens it again, Escape closes it and gives the focus back.
    await page.keyboard.press('/');
    await expect(palette.getByRole('combobox')).toBeFocused();
    await expect(palette.getByRole('group', { name: 'Recent searches' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(palette).toBeHidden();
  });

  test('the shortcuts menu opens the credits page by keyboard', async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, 'admin@acme.test');
    await page.goto('/acme/careers/jobs');
    const button = page.getByRole('button', { name: 'Shortcuts' });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Shortcuts' });
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeFocused();
    await expectNoSeriousA11yViolations(page, 'shortcuts menu');
    const credits = menu.getByRole('link', { name: 'Credits' });
    for (let i = 0; i < 12 && !(await credits.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('ArrowRight');
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/acme\/careers\/credit-system$/);
  });
});
