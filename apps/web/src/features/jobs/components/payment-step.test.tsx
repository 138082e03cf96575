import { MESSAGES } from '@portal/contract';
import { jsonResponse } from '../../../testing/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import { noticeStore } from '../../../lib/notifications';
import { pageNavigation } from '../../../lib/page-navigation';
import { renderWithProviders } from '../../../testing/render';
import { WithPermissions } from '../../../testing/session';
import { JobWizardPage } from '../routes/job-wizard-page';
import { DRAFT_UUID, fakeJobsApi, type Call } from '../testing/fake-jobs-api';
import { lifecycleAnswers, PRODUCT_UUID } from '../testing/fake-lifecycle-api';

const WAIT = { timeout: 10_000 };
type Answer = (call: Call) => Response | undefined;
const EMPLOYER_USER = { entries: [], employerEntries: ['jobs.read', 'jobs.create', 'jobs.update', 'credits.read'] };
const STAFF = { entries: ['jobs.all', 'credits.all'] };

function Address() {
  const location = useLocation();
  return <output aria-label="Address">{location.pathname + location.search}</output>;
}

function renderPayment(permissions: { entries: string[]; employerEntries?: string[] }, balance = 3, first?: Answer) {
  const api = fakeJobsApi([...(first ? [first] : []), lifecycleAnswers({ balance })]);
  renderWithProviders(
    <WithPermissions {...permissions}>
      <JobWizardPage />
      <Address />
    </WithPermissions>,
    { path: '/:account/:site/jobs/:page', initialEntry: `/acme/careers/jobs/edit?job=${DRAFT_UUID}&step=payment` },
  );
  return { ...api, user: userEvent.setup({ delay: null }) };
}

describe('the Payment and confirmation step', () => {
  beforeEach(() => {
    noticeStore.set([]);
  });

  it('publishes the saved draft with a credit of the chosen product and lands on the job, saying it is live', async () => {
    const { user, writes } = renderPayment(EMPLOYER_USER);
    await user.click(await screen.findByRole('radio', { name: /Standard listing/ }, WAIT));
    expect(await screen.findByText('Credits available: 3', undefined, WAIT)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => {
      expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe(`/acme/careers/jobs/${DRAFT_UUID}`);
    }, WAIT);
    const sent = writes().map((call) => [call.method, call.path, call.body]);
    expect(sent[0]?.slice(0, 2)).toEqual(['PATCH', `/v1/jobs/${DRAFT_UUID}`]);
    expect(sent[1]).toEqual(['POST', `/v1/jobs/${DRAFT_UUID}/publish`, { product: PRODUCT_UUID, pay_with: 'credit' }]);
    expect(noticeStore.get().map((notice) => notice.message)).toContain('Your job is published and live.');
  });

  it('pays by direct payment: publishes with pay_with payment and goes on to the provider’s checkout', async () => {
    const checkout = 'https://pay.example.test/checkout/1';
    const answer: Answer = (call) =>
      call.path.endsWith('/publish')
        ? jsonResponse(200, { data: { status: 'draft', checkout_url: checkout, balance: null } })
        : undefined;
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    const { user, writes } = renderPayment(EMPLOYER_USER, 0, answer);
    await user.click(await screen.findByRole('radio', { name: /Standard listing/ }, WAIT));
    await user.click(screen.getByRole('radio', { name: /Direct payment/ }));
    expect(screen.getByText(/continue to the payment page/)).toBeTruthy();
    // What the checkout will charge, before the employer leaves the portal (decision 0068).
    expect(screen.getByText('Standard listing: $29.00 by direct payment, or one credit of the balance.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => {
      expect(assign).toHaveBeenCalledWith(checkout);
    }, WAIT);
    expect(writes().find((call) => call.path.endsWith('/publish'))?.body).toEqual({
      product: PRODUCT_UUID,
      pay_with: 'payment',
    });
    assign.mockRestore();
  });

  it('requires a product before anything is published', async () => {
    const { user, writes } = renderPayment(EMPLOYER_USER);
    await screen.findByRole('radio', { name: /Standard listing/ }, WAIT);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect((await screen.findAllByText('Choose a product.', undefined, WAIT)).length).toBeGreaterThan(0);
    expect(writes()).toEqual([]);
  });

  it('without credits shows the spec’s sentence and a link to buy credits', async () => {
    const { user } = renderPayment(EMPLOYER_USER, 0);
    await user.click(await screen.findByRole('radio', { name: /Standard listing/ }, WAIT));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(MESSAGES.notEnoughCredits, undefined, WAIT)).toBeTruthy();
    const buy = screen.getByRole('link', { name: 'Buy credits' });
    expect(buy.getAttribute('href')).toBe('/acme/careers/credit-system/create');
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toContain('/jobs/edit');
  });

  it('offers staff who moderate to publish without payment, and sends pay_with none', async () => {
    const { user, writes } = renderPayment(STAFF);
    await user.click(await screen.findByRole('radio', { name: /Standard listing/ }, WAIT));
    await user.click(screen.getByRole('radio', { name: 'Publish without payment' }));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => {
      expect(writes().some((call) => call.path.endsWith('/publish'))).toBe(true);
    }, WAIT);
    const publish = writes().find((call) => call.path.endsWith('/publish'));
    expect(publish?.body).toEqual({ product: PRODUCT_UUID, pay_with: 'none' });
  });

  it('takes the poster back to the step of a field the publish refused', async () => {
    const endDate = 'The advert end date must be within the product’s duration.';
    const refuse: Answer = (call) =>
      call.path.endsWith('/publish')
        ? jsonResponse(422, { message: MESSAGES.givenDataInvalid, errors: { advert_end_date: [endDate] } })
        : undefined;
    const { user } = renderPayment(EMPLOYER_USER, 3, refuse);
    await user.click(await screen.findByRole('radio', { name: /Standard listing/ }, WAIT));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Basic details' }, WAIT)).toBeTruthy();
    expect(await screen.findByText(endDate, undefined, WAIT)).toBeTruthy();
  });

  it('offers an employer’s user a credit or a direct payment, but not to publish without payment', async () => {
    renderPayment(EMPLOYER_USER);
    await screen.findByRole('radio', { name: /Standard listing/ }, WAIT);
    expect(screen.queryByRole('radio', { name: 'Publish without payment' })).toBeNull();
    expect(screen.getByRole('radio', { name: /Direct payment/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'A credit of the employer’s balance' })).toBeTruthy();
  });
});
