import { expectNoSeriousA11yViolations } from './support/axe';
import { apply, HEADERS, openJob, PUBLIC } from './support/candidate-site';
import { mailTo } from './support/mail';
import { signIn } from './support/session';
import { expect, test } from './support/test';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe('candidates and applications, as a site admin', () => {
  test('three candidates apply through the candidate site; the recruiter shortlists them together and each is mailed', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const job = await openJob(request);
    const run = unique();
    const emails = ['ana', 'ben', 'cy'].map((name) => `${name}.${run}@candidates.test`);
    for (const [i, email] of emails.entries())
      await apply(request, job, { first: ['Ana', 'Ben', 'Cy'][i] ?? 'X', email });

    await signIn(page, 'admin@acme.test');
    await page.goto(`/acme/careers/applications?search=${run}`);
    const table = page.getByRole('table', { name: 'Applications' });
    await expect(table.getByRole('row')).toHaveCount(4);
    await expectNoSeriousA11yViolations(page, 'applications list');
    await table.getByRole('checkbox', { name: 'Select all rows' }).check();
    await page.getByRole('button', { name: 'Change status' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change status' });
    await expect(dialog).toContainText('3 Applied');
    await dialog.getByLabel(/New status/).selectOption({ label: 'Shortlisted' });
    await dialog.getByRole('checkbox', { name: 'The candidate' }).check();
    await expectNoSeriousA11yViolations(page, 'status change dialog');
    await dialog.getByRole('button', { name: 'Change' }).click();
    await expect(dialog).toBeHidden();
    await expect(table.getByText('Shortlisted')).toHaveCount(3);
    // Each candidate gets the status mail after their application-received mail (the outbox's queue).
    for (const email of emails) {
      await expect.poll(() => mailTo(email), { timeout: 15_000 }).toContain('from Applied to Shortlisted');
    }

    // The candidate's page: a tag, and the resume they sent, shown in the page.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Candidates' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Candidates' })).toBeVisible();
    await page.getByLabel('Search', { exact: true }).fill(emails[0] ?? '');
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
    await page.getByRole('link', { name: 'Ana Applicant' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ana Applicant' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'candidate profile');
    await page.getByRole('combobox', { name: 'Tags' }).click();
    const option = page.getByRole('option').first();
    const tagName = (await option.textContent()) ?? '';
    await option.click();
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Resume' }).click();
    await expect(page).toHaveURL(/\/seekers\/[0-9a-f-]{36}\/resume$/);
    await expect(page.locator('iframe[title^="Resume of"]')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Tags' }).locator('..')).toContainText(tagName.trim());
  });

  test('a candidate flags a job; the report reaches the flagged-jobs page and is dismissed', async ({
    page,
    request,
  }) => {
    const job = await openJob(request);
    const comment = `The pay is not as advertised ${unique()}`;
    const flag = await request.post(`${PUBLIC}/jobs/${job.uuid}/flag`, {
      headers: HEADERS,
      data: { reason: 'misleading', comments: comment },
    });
    expect(flag.status()).toBe(201);

    await signIn(page, 'admin@acme.test');
    await page.goto('/acme/careers/jobs/flagged-jobs');
    const row = page.getByRole('row').filter({ hasText: job.title });
    await expect(row).toContainText(comment);
    await expectNoSeriousA11yViolations(page, 'flagged jobs');
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Dismiss' }).click();
    const confirm = page.getByRole('dialog');
    if (await confirm.isVisible().catch(() => false)) await confirm.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByRole('row').filter({ hasText: comment })).toHaveCount(0);
  });

  test('moves candidates between stages on the pipeline board, by keyboard and by dragging, each after the confirmation', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const job = await openJob(request);
    const run = unique();
    await apply(request, job, { first: `Dee${run}`, email: `dee.${run}@candidates.test` });
    await apply(request, job, { first: `Eve${run}`, email: `eve.${run}@candidates.test` });

    await signIn(page, 'admin@acme.test');
    await page.goto(`/acme/careers/applications/board?job=${job.uuid}`);
    const board = page.getByRole('region', { name: 'Pipeline board' });
    const column = (stage: string) => board.getByRole('region', { name: new RegExp(`^${stage}`) });
    await expect(column('No stage')).toContainText(`Dee${run} Applicant`);
    await expectNoSeriousA11yViolations(page, 'pipeline board');

    // By keyboard: the card's move button, Enter for the menu, Enter on a stage, Enter to confirm.
    await board.getByRole('button', { name: `Move Dee${run} Applicant` }).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Move to…' });
    await menu.getByRole('menuitem', { name: 'Screening' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Change stage' });
    await expect(dialog).toContainText('No stage → Screening');
    await dialog.getByRole('button', { name: 'Change' }).focus();
    await page.keyboard.press('Enter');
    await expect(column('Screening')).toContainText(`Dee${run} Applicant`);

    // By dragging the card onto the next column (both in view): the same confirmation.
    await board.locator('li', { hasText: `Eve${run} Applicant` }).dragTo(column('Applied'));
    await expect(dialog).toContainText('No stage → Applied');
    await dialog.getByRole('button', { name: 'Change' }).click();
    await expect(column('Applied')).toContainText(`Eve${run} Applicant`);
    await expect(column('No stage')).not.toContainText(`Eve${run} Applicant`);
  });
});
