import { expect, test, type Locator, type Page } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { solidPng } from './support/png';
import { api, signIn, siteIdOf } from './support/session';

const SETTINGS = '/acme/careers/settings';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would; fails past `max` presses. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}) {
  for (let press = 0; press <= max; press++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target.toString()} was not reached with ${String(max)} presses of Tab`);
}

const expectFocused = (target: Locator) => expect.poll(() => target.evaluate((e) => e === document.activeElement));

/** The rows of an ordered option list, each by its name (the rows also hold their position and buttons). */
const rowNamed = (list: Locator, name: string) =>
  list.getByRole('listitem').filter({ has: list.page().getByText(name, { exact: true }) });

/** Closes the success notice after checking it: axe would otherwise read its colours mid-transition. */
async function closeNotice(page: Page, text: string | RegExp) {
  const notice = page.getByRole('alert').filter({ hasText: text });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: /close/i }).click();
  await expect(notice).toBeHidden();
}

test.describe('settings, as the site admin', () => {
  let token: string;

  test.beforeEach(async ({ page }) => {
    token = await signIn(page, 'admin@acme.test');
  });

  /** Puts the branding tab's texts and colours back as they were (files are kept: a save leaves them out). */
  async function restoreBrandingAfter(page: Page, run: () => Promise<void>) {
    const client = await api(page.request, token, await siteIdOf(page.request, token, 'acme', 'careers'));
    const before = (
      (await (await client.get('/v1/site/settings')).json()) as {
        data: { branding: Record<string, unknown> };
      }
    ).data.branding;
    try {
      await run();
    } finally {
      const { title, primary_color, primary_darken_color, login, forgot_password, register } = before;
      const res = await client.put('/v1/site/settings/branding', {
        title,
        primary_color,
        primary_darken_color,
        login,
        forgot_password,
        register,
      });
      expect(res.status()).toBe(200);
    }
  }

  test('every settings tab has no serious accessibility violation', async ({ page }) => {
    const tabs: [string, (page: Page) => Locator][] = [
      ['general', (p) => p.getByRole('switch', { name: /New employer registrations go on hold/ })],
      ['branding', (p) => p.getByRole('group', { name: 'Light theme' })],
      ['field-options', (p) => p.getByRole('list', { name: 'Work types' })],
      ['application-stages', (p) => p.getByRole('list', { name: 'Application stages' })],
      ['mail-templates', (p) => p.getByRole('textbox', { name: /^Subject/ })],
    ];
    for (const [tab, ready] of tabs) {
      await page.goto(`${SETTINGS}?tab=${tab}`);
      await expect(ready(page)).toBeVisible();
      await expectNoSeriousA11yViolations(page, `settings: ${tab} tab`);
    }
  });

  test('renames a work type and sees the new name', async ({ page }) => {
    const renamed = `Contract ${unique()}`;
    await page.goto(`${SETTINGS}?tab=field-options&list=work_type`);
    const list = page.getByRole('list', { name: 'Work types' });
    await expect(list).toBeVisible();
    await rowNamed(list, 'Contract').getByRole('button', { name: 'Rename Contract' }).click();
    // The row holds the inline form now (one at a time).
    await list.getByRole('textbox', { name: /^New name/ }).fill(renamed);
    await list.getByRole('button', { name: 'Save' }).click();

    await expect(rowNamed(list, renamed)).toBeVisible();
    await expect(rowNamed(list, 'Contract')).toHaveCount(0);
    await closeNotice(page, `Renamed to ${renamed}.`);
    // Records keep the stored value: only the name changed.
    await expect(rowNamed(list, renamed)).toContainText('Stored value: contract');
    await page.reload();
    await expect(rowNamed(list, renamed)).toBeVisible();

    // Back to the seeded name, so other tests see the list as it was.
    await rowNamed(list, renamed)
      .getByRole('button', { name: `Rename ${renamed}` })
      .click();
    await list.getByRole('textbox', { name: /^New name/ }).fill('Contract');
    await page.keyboard.press('Enter');
    await expect(rowNamed(list, 'Contract')).toBeVisible();
  });

  test('adds an application stage and sees it at the end of the order', async ({ page }) => {
    const stage = `Reference check ${unique()}`;
    await page.goto(`${SETTINGS}?tab=application-stages`);
    const list = page.getByRole('list', { name: 'Application stages' });
    await expect(list).toBeVisible();
    const count = await list.getByRole('listitem').count();
    await expect(list.getByRole('listitem').first()).toContainText('Applied');

    await page.getByRole('textbox', { name: /^Stage name/ }).fill(stage);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(list.getByRole('listitem')).toHaveCount(count + 1);
    await expect(list.getByRole('listitem').last()).toContainText(stage);
    await expect(
      list
        .getByRole('listitem')
        .last()
        .getByLabel(`Position ${count + 1} of ${count + 1}`),
    ).toBeVisible();
    await closeNotice(page, `${stage} added.`);

    // Retired, it stays listed but is offered no more.
    await rowNamed(list, stage)
      .getByRole('button', { name: `Retire ${stage}` })
      .click();
    await expect(rowNamed(list, stage)).toContainText('Retired');
  });

  test('adds, moves and renames a stage by keyboard alone', async ({ page }) => {
    const stage = `Phone screen ${unique()}`;
    const renamed = `${stage} (15 min)`;
    await page.goto(SETTINGS);
    const general = page.getByRole('tab', { name: 'General' });
    await expect(general).toHaveAttribute('aria-selected', 'true');

    // The tab list: Tab reaches the selected tab, arrow keys move between tabs, Enter opens one.
    await tabTo(page, general);
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    const stagesTab = page.getByRole('tab', { name: 'Application stages' });
    await expectFocused(stagesTab).toBe(true);
    await page.keyboard.press('Enter');
    await expect(stagesTab).toHaveAttribute('aria-selected', 'true');
    const list = page.getByRole('list', { name: 'Application stages' });
    await expect(list).toBeVisible();
    const count = await list.getByRole('listitem').count();

    // Add: type the name, Enter submits.
    const name = page.getByRole('textbox', { name: /^Stage name/ });
    await tabTo(page, name);
    await page.keyboard.type(stage);
    await page.keyboard.press('Enter');
    await expect(list.getByRole('listitem').last()).toContainText(stage);

    // Move it up: the focus stays on the moved row and the move is announced.
    const up = page.getByRole('button', { name: `Move ${stage} up` });
    await tabTo(page, up, { backwards: true });
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: `${stage} moved to position ${count} of ${count + 1}.` }),
    ).toBeAttached();
    await expect(list.getByRole('listitem').nth(count - 1)).toContainText(stage);
    await expectFocused(up).toBe(true);

    // Rename inline: Enter opens it with the focus in the name, Enter saves, the focus comes back to the row.
    await tabTo(page, page.getByRole('button', { name: `Rename ${stage}` }));
    await page.keyboard.press('Enter');
    const newName = list.getByRole('textbox', { name: /^New name/ });
    await expectFocused(newName).toBe(true);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(renamed);
    await page.keyboard.press('Enter');
    await expect(rowNamed(list, renamed)).toBeVisible();
    const renameAgain = page.getByRole('button', { name: `Rename ${renamed}` });
    await expectFocused(renameAgain).toBe(true);

    // Space presses a button too: retire the stage (it stays listed, flagged).
    await tabTo(page, page.getByRole('button', { name: `Retire ${renamed}` }));
    await page.keyboard.press('Space');
    await expect(rowNamed(list, renamed)).toContainText('Retired');
  });

  test('changes the primary colour and sees the portal re-themed', async ({ page }) => {
    await restoreBrandingAfter(page, async () => {
      await page.goto(`${SETTINGS}?tab=branding`);
      const save = page.getByRole('button', { name: 'Save' });
      const brandingTab = page.getByRole('tab', { name: 'Branding' });
      await expect(save).toBeVisible();
      const before = await save.evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(before).not.toBe('rgb(15, 118, 110)');

      const primary = page.getByRole('textbox', { name: /^Primary colour/ });
      await primary.fill('#0f766e');
      // The live preview follows the typing before anything is saved.
      const previewButton = page.getByRole('group', { name: 'Light theme' }).getByText('Post a job');
      await expect(previewButton).toHaveCSS('background-color', 'rgb(15, 118, 110)');
      await expect(save).toHaveCSS('background-color', before);

      await save.click();
      await closeNotice(page, 'Settings saved.');
      // The portal itself re-themes at once: its primary buttons and the selected tab take the new colour.
      await expect(save).toHaveCSS('background-color', 'rgb(15, 118, 110)');
      await expect(brandingTab).toHaveCSS('color', 'rgb(15, 118, 110)');
      await expectNoSeriousA11yViolations(page, 'branding tab re-themed');
    });
  });

  test('uploads a logo and a stylesheet, previews the logo, and sees both in the portal after saving', async ({
    page,
  }) => {
    await page.goto(`${SETTINGS}?tab=branding`);
    const field = page.getByRole('group', { name: 'Square logo' });
    await expect(field).toContainText('Allowed file types: PNG, JPEG, WebP. Maximum size: 2 MB.');
    const logo = { name: `logo-${unique()}.png`, mimeType: 'image/png', buffer: solidPng(48, [234, 88, 12]) };
    expect(logo.buffer.length).toBeLessThan(20_000);
    // The field's button opens the file picker from the keyboard.
    const chooser = page.waitForEvent('filechooser');
    await field.getByRole('button', { name: 'Replace' }).focus();
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(logo);
    await expect(field.getByText(logo.name)).toBeVisible();
    await expect(field.getByRole('img', { name: 'Preview of Square logo' })).toBeVisible();

    // The live preview shows the uploaded file before the save.
    const previewLogo = page.getByRole('group', { name: 'Light theme' }).locator('img');
    await expect(previewLogo).toHaveAttribute('src', /^\/files\/[0-9a-f-]{36}$/);
    const url = (await previewLogo.getAttribute('src')) ?? '';

    const stylesheet = page.getByRole('group', { name: 'Stylesheet' });
    await stylesheet.locator('input[type="file"]').setInputFiles({
      name: 'brand.css',
      mimeType: 'text/css',
      buffer: Buffer.from(':root { --e2e-brand-marker: uploaded; }\n'),
    });
    await expect(stylesheet.getByText('brand.css')).toBeVisible();

    const navLogo = page.getByRole('link', { name: 'Acme Careers', exact: true }).locator('img');
    await expect(navLogo).not.toHaveAttribute('src', url);
    await page.getByRole('button', { name: 'Save' }).click();
    await closeNotice(page, 'Settings saved.');
    await expect(navLogo).toHaveAttribute('src', url);
    await expect.poll(() => navLogo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(48);
    // The stylesheet is loaded with its cache-busting version, and applies.
    await expect(page.locator('link[rel="stylesheet"][href^="/files/"]')).toHaveAttribute(
      'href',
      /^\/files\/[0-9a-f-]{36}\?v=\d+$/,
    );
    await expect
      .poll(() =>
        page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--e2e-brand-marker')),
      )
      .toBe('uploaded');

    // The public branding record of the host points at the uploads.
    const record = await page.request.get('/portal/accounts/branding?domain=localhost', {
      headers: { 'X-AF-EID': 'portal-demo' },
    });
    const branding = (await record.json()) as { logo_square: string; branding: { colors: { stylesheet: string } } };
    expect(branding.logo_square).toBe(url);
    expect(branding.branding.colors.stylesheet).toMatch(/^\/files\//);
  });
});

test.describe('settings, as a recruiter', () => {
  test('a recruiter has no settings entry, and the page says not authorized', async ({ page }) => {
    await signIn(page, 'recruiter@acme.test');
    await page.goto('/acme/careers/employers');
    await expect(page.getByRole('heading', { level: 1, name: 'Employers' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Settings' })).toHaveCount(0);

    await page.goto(SETTINGS);
    await expect(page).toHaveURL(/\/not-authorized/);
    await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  });
});
