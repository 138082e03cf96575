import type { Page } from '@playwright/test';
import { mailHtmlFor } from './support/mail';
import { signIn } from './support/session';
import { serverOf } from './support/servers';
import { expect, test } from './support/test';
import { seedEveryField, tally } from './support/xss-fields';
import { globexPartners, PAYLOADS } from './support/xss-seed';
import { auditDom, watchForXss, type XssFindings } from './support/xss-watch';

/**
 * Issue 38, decision 0099: every payload of the contract's list (OWASP's filter-evasion classes),
 * stored through the API into every field a page renders, then every page that shows them opened in
 * Chromium — zero `__xss` calls, zero dialogs, zero requests to foreign hosts, no payload markup
 * alive in the DOM. Seeded in globex/partners, a site no other journey uses.
 */
const SITE = '/globex/partners';
const run = Date.now().toString(36).slice(-6);

/** Moves the app's router to `url` (its own navigation, no reload). */
const navigate = (page: Page, url: string) =>
  page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);

/**
 * Opens `url` inside the app and waits for `text`. It passes by a page that shows none of the
 * markers first, so a marker the previous page still shows cannot stand for this one.
 */
async function visit(page: Page, found: XssFindings, url: string, text: string | RegExp): Promise<void> {
  await navigate(page, '/pages/misc/not-found/between');
  await expect(page.getByText('between', { exact: true })).toBeVisible({ timeout: 20_000 });
  await navigate(page, url);
  // A filter's <option> may carry the same text and is never visible: wait for a shown one.
  await expect(page.getByText(text).filter({ visible: true }).first(), `${String(text)} on ${url}`).toBeVisible({
    timeout: 20_000,
  });
  await auditDom(page, found);
  pagesOpened += 1;
}
let pagesOpened = 0;

test.describe('stored XSS, tried in Chromium (decision 0099)', () => {
  test('every payload stored through the API stays text on every page that shows it, and in the mails', async ({
    page,
    request,
    context,
  }, info) => {
    test.setTimeout(180_000);
    const started = Date.now();
    const found = await watchForXss(context);
    page.on('dialog', (dialog) => {
      found.dialogs.push(`${dialog.type()} "${dialog.message()}" on ${page.url()}`);
      void dialog.dismiss().catch(() => undefined);
    });
    const o = await globexPartners(request);
    const s = await seedEveryField(o, request, run);

    // The sign-in page with the site's hostile texts (its domain answered for localhost's).
    await page.route('**/portal/accounts/branding?domain=localhost*', (route) =>
      route.continue({ url: route.request().url().replace('domain=localhost', 'domain=partners.globex.test') }),
    );
    await page.goto('/login');
    await expect(page.getByText(`Xq${run}b1`).first()).toBeVisible({ timeout: 20_000 });
    await auditDom(page, found);
    pagesOpened += 1;
    await page.unroute('**/portal/accounts/branding?domain=localhost*');

    await signIn(page, 'owner@globex.test');
    await page.goto(`${SITE}/jobs?search=${run}&per_page=100`);
    await expect(page.getByText(`Xq${run}J0`).filter({ visible: true }).first()).toBeVisible({ timeout: 30_000 });
    await auditDom(page, found);
    pagesOpened += 1;

    const pages: [string, string][] = [
      [`${SITE}/employers?search=Xq${run}&per_page=100`, `Xq${run}e0`],
      [`${SITE}/consultants?search=Xq${run}&per_page=100`, `Xq${run}c0`],
      [`/globex/users?search=invitee.${run}`, `Xq${run}u0`],
      [`${SITE}/applications?search=${run}&per_page=100`, `Xq${run}J0`],
      [`${SITE}/applications/board?job=${s.jobs[0] ?? ''}`, `Xq${run}s0`],
      [`${SITE}/seekers?search=${run}&per_page=100`, `Xq${run}f0`],
      [`${SITE}/jobs/flagged-jobs`, `Xq${run}J0`],
      // The inbox is the user's own, at the shell's /notifications (no site page has that path).
      [`/notifications`, `Xq${run}J0`],
      [`${SITE}/settings?tab=branding`, `Xq${run}b0`],
      [`${SITE}/settings?tab=field-options&list=work_type`, `Xq${run}w0`],
      [`${SITE}/settings?tab=application-stages`, `Xq${run}s0`],
      [`${SITE}/settings?tab=mail-templates&mail=application_received`, `Xq${run}m0`],
      [`${SITE}/settings?tab=mail-templates&mail=application_to_employer`, `Xq${run}m1`],
      ...s.jobs.map((uuid, i): [string, string] => [`${SITE}/jobs/${uuid}`, `Xq${run}J${String(i)}`]),
      [`${SITE}/jobs/edit?job=${s.jobs[1] ?? ''}&step=additional-details`, `Xq${run}D1`],
      [`${SITE}/jobs/edit?job=${s.jobs[1] ?? ''}&step=overview`, `Xq${run}J1`],
      ...s.employers.map((id, i): [string, string] => [`${SITE}/employers/${String(id)}`, `Xq${run}e${String(i)}`]),
      [`${SITE}/employers/${String(s.employers[0])}/edit`, `Xq${run}e0`],
      ...s.consultants.map((id, i): [string, string] => [`${SITE}/consultants/${String(id)}`, `Xq${run}c${String(i)}`]),
      ...s.applications.flatMap((uuid): [string, string][] =>
        ['', '/resume', '/documents', '/activity', '/feedback'].map((tab) => [
          `${SITE}/applications/${uuid}${tab}`,
          `Xq${run}J0`,
        ]),
      ),
      ...s.seekers.flatMap((uuid): [string, string][] =>
        ['', '/resume', '/documents', '/activity', '/applications'].map((tab) => [
          `${SITE}/seekers/${uuid}${tab}`,
          `Xq${run}f`,
        ]),
      ),
    ];
    for (const [url, text] of pages) await visit(page, found, url, text);

    // The bell's popover lists the new applications' notifications.
    await page
      .getByRole('button', { name: /Notifications|Notifications, unread/i })
      .first()
      .click();
    await expect(page.getByRole('region').getByText(`Xq${run}J0`).first()).toBeVisible();
    await auditDom(page, found);
    pagesOpened += 1;

    // The mails the product sent, as a mail client without any policy would show them.
    const htmls = await mailHtmlFor(s.mailed);
    expect(htmls.length).toBeGreaterThanOrEqual(s.mailed.length);
    for (const [i, html] of htmls.entries()) {
      const url = `${serverOf(info.parallelIndex).baseURL}/__mail/${String(i)}`;
      await page.route(url, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
      // Loaded: every image has loaded or failed, so any `onerror` has had its chance to run.
      await page.goto(url, { waitUntil: 'load' });
      await auditDom(page, found);
      pagesOpened += 1;
    }

    const seconds = Math.round((Date.now() - started) / 1000);
    console.log(
      `stored XSS: ${String(PAYLOADS.length)} payloads, ${String(tally.fields.size)} fields, ` +
        `${String(tally.stored)} payload×field values stored (${String(tally.refused)} refused by the contract, ` +
        `${String(tally.dropped)} beyond a field's room), ${String(pagesOpened)} pages opened, ` +
        `${String(found.executions.length + found.dialogs.length)} executions, ${String(found.foreign.length)} foreign requests, ` +
        `${String(found.violations.length)} CSP violations, ${String(found.documents.length)} documents with a policy, ${String(seconds)} s`,
    );
    for (const v of found.violations) console.log(`  CSP: ${v}`);
    console.log(`  payloads stored per field: ${[...tally.fields].map(([f, n]) => `${f} ${String(n)}`).join(', ')}`);
    expect(found.executions).toEqual([]);
    expect(found.dialogs).toEqual([]);
    expect(found.liveMarkup).toEqual([]);
    expect(found.foreign).toEqual([]);
    expect(found.violations).toEqual([]);
    expect(found.documents.length).toBeGreaterThan(1);
    expect(found.withoutPolicy).toEqual([]);
  });
});
