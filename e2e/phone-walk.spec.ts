import { expectNoSeriousA11yViolations } from './support/axe';
import { signIn } from './support/session';
import { expect, test, type Page } from './support/test';

/**
 * Issue 35 item 3 (decision 0066): every page each demo user reaches, on a phone (390 × 844) and a
 * tablet (768 × 1024). The walk starts at the dashboard and the menu and follows every link of the
 * portal it finds, one page per route (ids and uuids are one route), so a route a manifest adds is
 * walked as soon as a link leads to it. On each page: the document never scrolls sideways, nothing
 * focusable lies off-screen, axe finds nothing serious or critical.
 */
const USERS = [
  'owner@acme.test',
  'manager@acme.test',
  'admin@acme.test',
  'recruiter@acme.test',
  'employer@acme.test',
  'staff@acme.test',
  'owner@globex.test',
];
const PHONE = { width: 390, height: 844 };
const TABLET = { width: 768, height: 1024 };
/** Pages every signed-in user has that no menu links to. */
const EXTRA = ['/auth/profile', '/notifications', '/no/such/page'];
/** A bound on one user's walk: far above the routes any demo user reaches (about 40). */
const MAX_ROUTES = 80;

const ID = /^(\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
/** One route per path shape: `/acme/careers/jobs/<uuid>` and another uuid are the same page. */
const routeOf = (path: string) =>
  path
    .split('/')
    .map((segment) => (ID.test(segment) ? ':id' : segment))
    .join('/');

/** The page has drawn: no spinner, no skeleton row (the walk waits on the page, not the clock). */
async function settled(page: Page) {
  await expect(page.locator('main, [role="main"], h1').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.MuiCircularProgress-root, [data-testid="skeleton-row"]')).toHaveCount(0, {
    timeout: 15_000,
  });
}

/** The portal's own links on the page (not the sign-in page, files, mail or other sites). */
async function linksOn(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .map((a) => new URL(a.href, location.href))
      .filter((url) => url.origin === location.origin)
      .filter((url) => !/^\/(login|portal|healthz|logout)\b/.test(url.pathname) && !/\.\w+$/.test(url.pathname))
      .map((url) => url.pathname),
  );
}

/** What is wrong with the page's width: a sideways scroll, or a focusable element off-screen. */
async function widthFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth > width) {
      faults.push(`the document is ${String(document.documentElement.scrollWidth)} px wide in ${String(width)}`);
    }
    const focusable = document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])',
    );
    for (const element of focusable) {
      // A switch's or checkbox's input is transparent and wider than its control: the control is what shows.
      const shown = getComputedStyle(element).opacity === '0' ? element.parentElement : element;
      const box = (shown ?? element).getBoundingClientRect();
      // Not drawn, or drawn as a screen reader's text (visually hidden).
      if (box.width <= 1 || box.height <= 1 || element.closest('[aria-hidden="true"], [hidden]')) continue;
      // Inside a box that scrolls sideways on its own, the box is what must be on screen.
      let clip: Element | null = element.parentElement;
      let bounds = box;
      while (clip && clip !== document.body) {
        const overflow = getComputedStyle(clip).overflowX;
        if ((overflow === 'auto' || overflow === 'scroll') && clip.scrollWidth > clip.clientWidth) {
          bounds = clip.getBoundingClientRect();
          break;
        }
        clip = clip.parentElement;
      }
      if (bounds.left < -1 || bounds.right > width + 1) {
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
        faults.push(
          `${element.tagName.toLowerCase()} "${name}" spans ${String(Math.round(bounds.left))}–${String(Math.round(bounds.right))}`,
        );
      }
    }
    return faults;
  });
}

async function check(page: Page, path: string, size: string) {
  await settled(page);
  expect(await widthFaults(page), `${path} at ${size}`).toEqual([]);
  await expectNoSeriousA11yViolations(page, `${path} at ${size}`);
}

/** Walks from the dashboard, the menu and the extra pages; returns one path per route, in the order met. */
async function walk(page: Page): Promise<string[]> {
  const seen = new Map<string, string>();
  const queue = ['/', ...EXTRA];
  await page.goto('/');
  await settled(page);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(menu.getByRole('link').first()).toBeVisible();
  queue.push(...(await linksOn(page)));
  await page.keyboard.press('Escape');
  while (queue.length > 0 && seen.size < MAX_ROUTES) {
    const path = queue.shift() ?? '/';
    const route = routeOf(path);
    if (seen.has(route)) continue;
    seen.set(route, path);
    await page.goto(path);
    await check(page, path, '390 × 844');
    queue.push(...(await linksOn(page)));
  }
  return [...seen.values()];
}

test.describe('the portal on a phone and a tablet (issue 35)', () => {
  for (const email of USERS) {
    test(`${email} reaches every page on a phone and a tablet without sideways scrolling or hidden controls`, async ({
      page,
    }) => {
      test.setTimeout(900_000);
      await page.setViewportSize(PHONE);
      await signIn(page, email);
      const paths = await walk(page);
      expect(paths.length).toBeGreaterThan(3);
      await page.setViewportSize(TABLET);
      for (const path of paths) {
        await page.goto(path);
        await check(page, path, '768 × 1024');
      }
    });
  }

  test('on a phone the top bar fits: Post a job and the account menu are on screen, the rest under More', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, 'admin@acme.test');
    await page.goto('/');
    await settled(page);
    const bar = page.getByRole('banner');
    for (const control of [
      bar.getByRole('link', { name: 'Post a job' }),
      bar.getByRole('button', { name: /notification/i }).first(),
      bar.getByRole('button', { name: 'Account menu' }),
    ]) {
      await expect(control).toBeInViewport({ ratio: 1 });
    }
    await bar.getByRole('button', { name: 'More' }).click();
    const more = page.getByRole('dialog', { name: 'More' });
    await expect(more.getByRole('button', { name: 'Theme' })).toBeVisible();
    await expect(more.getByRole('button', { name: 'Shortcuts' })).toBeVisible();
  });

  test("on a phone a list's filters fold behind one Filters button that counts those in force", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, 'admin@acme.test');
    await page.goto('/acme/careers/jobs?filter.status=live');
    await settled(page);
    const search = page.getByRole('search');
    await expect(search.getByRole('searchbox')).toBeVisible();
    await expect(search.getByRole('combobox')).toHaveCount(0);
    // Each row is a card: its title link and its fields under their names, no sideways table, on the first screen.
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('link') })
      .first();
    await expect(row).toBeInViewport();
    const filters = search.getByRole('button', { name: 'Filters in force: 1' });
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await filters.click();
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    await expect(search.getByRole('combobox').first()).toBeVisible();
    expect(await widthFaults(page)).toEqual([]);
  });

  test('on a phone the wizard says which step of how many, keeps every step, and a dialog fills the screen', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, 'admin@acme.test');
    await page.goto('/acme/careers/jobs/create');
    await settled(page);
    const steps = page.getByRole('navigation', { name: 'Steps' });
    await expect(steps.getByText('Step 1 of 6: Basic details')).toBeVisible();
    await expect(steps.getByRole('tab')).toHaveCount(6);
    expect(await widthFaults(page)).toEqual([]);

    await page.goto('/');
    await settled(page);
    await page.getByRole('banner').getByRole('button', { name: 'Quick search' }).click();
    const dialog = page.getByRole('dialog').first();
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(PHONE.width);
  });

  test('in Arabic a phone shows the same lists, cards and wizard right-to-left, nothing sideways', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, 'admin@acme.test', { 'portal-settings': { language: 'ar' } });
    for (const path of ['/', '/acme/careers/jobs', '/acme/careers/applications', '/acme/careers/jobs/create']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await check(page, path, '390 × 844, Arabic');
    }
  });

  test('at 1366 px the horizontal menu’s labels never run into the next item', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, 'owner@acme.test', { 'portal-settings': { appContentLayoutNav: 'horizontal' } });
    await page.goto('/');
    await settled(page);
    const items = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link');
    // A label runs into the next item when its button is narrower than its content, or two items overlap.
    const overlaps = await items.evaluateAll((links) => {
      const boxes = links.map((link) => link.getBoundingClientRect());
      return links.flatMap((link, index) => {
        const next = boxes[index + 1];
        const box = boxes[index];
        const overlapsNext =
          next !== undefined &&
          next.top < box.bottom &&
          box.top < next.bottom &&
          next.left < box.right &&
          box.left < next.right;
        return link.scrollWidth > link.clientWidth + 1 || overlapsNext ? [link.textContent ?? ''] : [];
      });
    });
    expect(overlaps).toEqual([]);
  });

  test("on a phone a card line's name on several lines never runs into the next line", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, 'admin@acme.test');
    await page.goto('/acme/careers/jobs');
    const card = page.locator('tr[data-row]').first();
    await expect(card).toBeVisible();
    // A long column name (a translation's) beside a short value: each line is as tall as its name.
    const lines = await card.locator('td[data-label]:not([data-main])').evaluateAll((cells) =>
      cells.flatMap((cell, index) => {
        if (index === 0) cell.dataset.label = 'The date from which the advert is no longer shown to candidates';
        const name = getComputedStyle(cell, '::before');
        if (name.content === 'none' || name.content === 'normal') return [];
        return [{ label: cell.dataset.label, name: parseFloat(name.height), line: cell.clientHeight }];
      }),
    );
    expect(lines[0]?.name).toBeGreaterThan(40);
    expect(lines.filter((line) => line.line < line.name)).toEqual([]);
  });

  test("on a phone tapping a card's checkbox selects the row rather than opening it", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, 'manager@acme.test');
    await page.goto('/acme/careers/applications');
    const card = page.locator('tr[data-row]').first();
    await expect(card).toBeVisible();
    const box = await card.getByRole('checkbox').boundingBox();
    if (!box) throw new Error("the card's checkbox has no box");
    // A tap where the checkbox is drawn: the title's cell beside it must not take it.
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(card.getByRole('checkbox')).toBeChecked();
    await expect(page).toHaveURL(/\/acme\/careers\/applications$/);
    await expect(page.getByRole('button', { name: 'Change status' })).toBeEnabled();
  });
});
