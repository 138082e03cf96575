import { bakeryApi } from './support/bakery-api';
import { apply } from './support/candidate-site';
import { mailTo } from './support/mail';
import { signIn } from './support/session';
import { expect, test } from './support/test';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe('applications reach the employer (decision 0064)', () => {
  test('a candidate applies to a job whose preferences name an address; the mail arrives and the employer opens the application from it', async ({
    page,
    request,
  }) => {
    test.slow();
    const run = unique();
    const hiring = `hiring.${run}@acmebakery.example`;
    const title = `Night baker ${run}`;

    // Acme Bakery's job, taking applications on the site and mailing them to `hiring`; the site's
    // admin publishes it without payment (staff may) and approves it if the site holds new jobs.
    const bakery = await bakeryApi(request);
    const created = (await bakery.employer.post('/v1/jobs', {
      title,
      description: '<p>Bakes bread through the night.</p>',
      apply_on: 'site',
      application_emails: [hiring],
    })) as { data: { uuid: string } };
    const uuid = created.data.uuid;
    const products = (await bakery.staff.get('/v1/credit/credit-actions')) as { data: { uuid: string }[] };
    const product = products.data[0]?.uuid;
    const published = (await bakery.staff.post(`/v1/jobs/${uuid}/publish`, { product, pay_with: 'none' })) as {
      data: { status: string };
    };
    if (published.data.status === 'on_hold') await bakery.staff.post(`/v1/jobs/${uuid}/approve`, {});

    // The candidate applies through the public API, as the candidate site does.
    await apply(
      request,
      { uuid, title },
      { first: 'Olive', last: `Baker${run}`, email: `olive.${run}@candidates.test` },
    );

    const mail = await mailTo(hiring, 30_000);
    expect(mail).toContain(`Olive Baker${run} applied for "${title}" with Acme Bakery on Acme Careers.`);
    expect(mail).toContain(`Email: olive.${run}@candidates.test`);
    expect(mail).not.toMatch(/Content-Disposition: attachment/i);
    const link = /https?:\/\/[^\s"<>]+\/applications\/[0-9a-f-]{36}/.exec(mail)?.[0];
    if (!link) throw new Error('no application link in the mail');
    const url = new URL(link);
    // The site's primary domain (acme/careers answers on localhost), never a request's host.
    expect(url.hostname).toBe('localhost');
    expect(url.pathname).toMatch(/^\/acme\/careers\/applications\//);

    // The employer's admin, signed in, follows the link and sees the application and who was mailed.
    await signIn(page, 'employer@acme.test');
    await page.goto(url.pathname);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(`Olive Baker${run}`) })).toBeVisible();
    await page.getByRole('tab', { name: 'Activity' }).click();
    await expect(page.getByRole('list', { name: 'Activity' })).toContainText(hiring);

    // The job's page says where its applications are mailed.
    await page.goto(`/acme/careers/jobs/${uuid}`);
    const preferences = page.getByRole('region', { name: 'Application preferences' });
    await expect(preferences).toContainText('Applications are mailed to');
    await expect(preferences).toContainText(hiring);
  });
});
