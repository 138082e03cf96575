import { expectNoSeriousA11yViolations } from './support/axe';
import { apply, openJob } from './support/candidate-site';
import { ENTERPRISE, signIn } from './support/session';
import { expect, test } from './support/test';
import { startReceiver } from '../apps/api/test/webhook-receiver';

// Issue 39's journey (decisions 0105, 0106): an admin connects an ATS — a key to pull with, an endpoint to
// be told on — sees the delivery a candidate's application caused, pulls the application with the key, and redelivers.
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe('webhooks', () => {
  test('a site admin creates a key and a webhook endpoint, sees the application.created delivery after a candidate applies, and redelivers it', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const receiver = await startReceiver();
    try {
      const run = unique();
      const url = `${receiver.url}/${run}`;
      await signIn(page, 'admin@acme.test');
      await page.goto('/acme/careers/settings?tab=api');
      await expect(page.getByRole('tab', { name: 'API & webhooks', selected: true })).toBeVisible();
      await page.getByRole('button', { name: 'Create API key' }).click();
      const form = page.getByRole('dialog', { name: 'New API key' });
      await form.getByLabel(/^Name/).fill(`ATS ${run}`);
      await form.getByRole('group', { name: 'Applications' }).getByRole('checkbox', { name: 'read' }).check();
      await form.getByRole('button', { name: 'Create key' }).click();
      const shown = page.getByRole('dialog', { name: `Your new key “ATS ${run}”` });
      const key = await shown.getByRole('textbox', { name: 'API key' }).inputValue();
      await shown.getByRole('button', { name: 'Done' }).click();

      await page.getByRole('button', { name: 'Add endpoint' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
      await dialog.getByRole('textbox', { name: 'Endpoint URL' }).fill(url);
      await dialog.getByRole('textbox', { name: 'Description' }).fill(`ATS ${run}`);
      await dialog.getByRole('checkbox', { name: 'application.created' }).check();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Copy the signing secret now')).toBeVisible();
      await expect(page.getByLabel('Signing secret')).toHaveText(/^whsec_/);
      // The save's snackbar is on its way in: scanned once it is there and settled (a fading alert has no contrast).
      await expect(page.getByText('Endpoint added.')).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'webhooks section');

      // Another person's action, through the public candidate API; the server's worker delivers it.
      const job = await openJob(request);
      await apply(request, job, { first: 'Hook', last: `Journey ${run}`, email: `hook.${run}@candidates.test` });
      await receiver.until(1);
      expect(receiver.received[0]?.json.type).toBe('application.created');
      // The ATS pulls what it was told of, with its key.
      const pulled = await page.request.get(`/portal/v1/applications?search=${run}`, {
        headers: { ...ENTERPRISE, Authorization: `Bearer ${key}` },
      });
      expect(pulled.status()).toBe(200);
      expect(((await pulled.json()) as { meta: { total: number } }).meta.total).toBe(1);

      const endpoint = page.getByRole('listitem').filter({ hasText: url });
      await endpoint.getByRole('button', { name: 'Deliveries' }).click();
      const log = page.getByRole('table', { name: `Deliveries to ${url}` });
      const row = log.getByRole('row').filter({ hasText: 'application.created' });
      await expect(row.getByText('Delivered')).toBeVisible();
      await expect(row.getByText('200')).toBeVisible();

      await row.getByRole('button', { name: 'Redeliver' }).click();
      await receiver.until(2);
      expect(receiver.received[1]?.id).toBe(receiver.received[0]?.id);
      await expect(log.getByRole('row').filter({ hasText: 'application.created' })).toHaveCount(2);
    } finally {
      await receiver.close();
    }
  });
});
