import type { Page } from '@playwright/test';
import { signIn } from './support/session';
import { expect, test } from './support/test';

// Decision 0073: index.html's inline script (admitted by its CSP hash) sends a list's first page, and
// the page takes that answer rather than asking again.
const FIRST_PAGE = /\/portal\/v1\/employers\?page=1&per_page=25$/;

interface RequestWillBeSent {
  request: { url: string };
  initiator: { stack?: { callFrames: { url: string }[]; parent?: { callFrames: { url: string }[] } } };
}

/** What the build says each list page waits for (login.html carries it as JSON, build/document-plugins.ts). */
async function listCode(page: Page) {
  const login = await (await page.request.get('/login')).text();
  const json = /<script type="application\/json" id="portal-list-code">([^<]*)<\/script>/.exec(login)?.[1];
  return JSON.parse(json ?? '{}') as {
    pages: Record<string, string[]>;
    locales: Record<string, { core: string[]; strings: Record<string, string[]> }>;
  };
}

test.describe('the cold list: the document asks for the first page', () => {
  test('a signed-in cold load of the employers list asks for its first page once, from the document itself', async ({
    page,
  }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    // Who sent each request of the first page: the script's address (the document, or a code file).
    const senders: string[] = [];
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    cdp.on('Network.requestWillBeSent', (event: RequestWillBeSent) => {
      if (!FIRST_PAGE.test(event.request.url)) return;
      const stack = event.initiator.stack;
      senders.push(stack?.callFrames[0]?.url ?? stack?.parent?.callFrames[0]?.url ?? '');
    });
    await signIn(page, 'admin@acme.test');
    await page.goto('/acme/careers/employers');
    // The list has its rows (no longer busy): its loader has taken the document's answer or asked again.
    // (Not 'networkidle': the notification stream keeps a request open.)
    const table = page.getByRole('table', { name: 'Employers' });
    await expect(table).toHaveAttribute('aria-busy', 'false');
    await expect(table.getByRole('row').nth(1)).not.toHaveAttribute('data-testid', 'skeleton-row');
    expect(senders).toHaveLength(1);
    expect(new URL(senders[0] ?? '', page.url()).pathname).toBe('/acme/careers/employers');
    // The inline script ran: a script the policy refused would be reported in the console.
    expect(refused).toEqual([]);
  });

  test("no list the document starts waits for a dialog's or a form's code", async ({ page }) => {
    // Decision 0017: a dialog, its form and MUI's modal load when the action that shows them is pointed at,
    // not with the list (the applications list's bulk dialogs once brought 16 of its 37 files).
    const built = await listCode(page);
    const lists = Object.keys(built.pages);
    expect(lists).toEqual(expect.arrayContaining(['employers', 'jobs', 'applications', 'seekers']));
    const popupCode = /\/(form-kit|text-field|Dialog|Modal|Popover|Popper|Menu)[-\w]*\.js$/;
    const waiting = lists.flatMap((list) =>
      (built.pages[list] ?? []).filter((file) => popupCode.test(file)).map((file) => `${list}: ${file}`),
    );
    expect(waiting).toEqual([]);
  });

  test("a cold load of the jobs list in French preloads, from the document, the page's code and its strings in French", async ({
    page,
  }) => {
    const built = await listCode(page);
    const french = built.locales.fr;
    const wanted = [
      ...(built.pages.jobs ?? []),
      ...(french?.core ?? []),
      ...(french?.strings.jobs ?? []),
      ...(built.locales.en?.strings.jobs ?? []),
    ];
    // The page's queries module (its loader's) and the French core strings are among them.
    expect(wanted.some((file) => /\/page-queries-[\w-]+\.js$/.test(file))).toBe(true);
    expect(french?.core.length).toBeGreaterThan(0);

    await signIn(page, 'admin@acme.test', { 'portal-settings': { language: 'fr' } });
    await page.goto('/acme/careers/jobs');
    const table = page.getByRole('table', { name: 'Offres d’emploi' });
    await expect(table.getByRole('row').nth(1)).not.toHaveAttribute('data-testid', 'skeleton-row');
    const preloaded = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map(
        (link) => new URL(link.href).pathname,
      ),
    );
    expect(wanted.filter((file) => !preloaded.includes(file))).toEqual([]);
  });
});
