import { MESSAGES, type CreditPurchase } from '@portal/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { chosenEmployerStore } from '../../../lib/scope-store';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { WithPermissions } from '../../../testing/session';
import { callsTo, mockCreditsApi, PURCHASE_UUID, purchaseOf } from '../testing/fake-credits-api';
import { PaymentSuccessRoute } from './payment-success';

const FAST = { everyMs: 20, forMs: 400 };
const PATH = `/portal/v1/credit/purchases/${PURCHASE_UUID}`;

/** The purchase answers `statuses` in turn, then keeps the last; the balance grows by 25 once paid. */
function mockPurchase(statuses: CreditPurchase['status'][]) {
  let asked = 0;
  return mockCreditsApi((url) => {
    if (url.pathname !== PATH) return undefined;
    const status = statuses[Math.min(asked++, statuses.length - 1)] ?? 'pending';
    return jsonResponse(200, { data: { purchase: purchaseOf(25, status), balance: status === 'paid' ? 33 : 8 } });
  });
}

function renderPage(entries: { site?: string[]; employer?: string[] }, query = `?purchase=${PURCHASE_UUID}`) {
  return renderWithProviders(
    <WithPermissions entries={entries.site ?? []} employerEntries={entries.employer}>
      <PaymentSuccessRoute timing={FAST} />
    </WithPermissions>,
    {
      path: '/:account/:site/credit-system/payment-success',
      initialEntry: `/acme/careers/credit-system/payment-success${query}`,
    },
  );
}

describe('payment success page', () => {
  beforeEach(() => {
    chosenEmployerStore.set(null);
  });

  it('waits while the payment is pending, then shows the purchase and the new balance', async () => {
    const fetchMock = mockPurchase(['pending', 'pending', 'paid']);
    renderPage({ employer: ['credits.read', 'credits.create'] });
    expect(await screen.findByText('Waiting for the payment confirmation…')).toBeTruthy();
    expect(await screen.findByText('Payment received', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Credits added to Acme Bakery: 25.')).toBeTruthy();
    expect(screen.getByTestId('new-balance').textContent).toBe('33 credits');
    expect(screen.getByText('€562.50')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View the credit history' }).getAttribute('href')).toBe(
      '/acme/careers/credit-system',
    );
    // Polling stops once the purchase is settled.
    const asked = callsTo(fetchMock, 'GET', PATH).length;
    expect(asked).toBeGreaterThanOrEqual(3);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(callsTo(fetchMock, 'GET', PATH)).toHaveLength(asked);
  });

  it('says clearly that a failed payment added nothing, with a way to try again', async () => {
    mockPurchase(['pending', 'failed']);
    renderPage({ site: ['credits.read', 'credits.create'] });
    expect(await screen.findByText('The payment did not go through', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(new RegExp(MESSAGES.paymentDeclined.replace('.', '\\.')))).toBeTruthy();
    expect(screen.queryByTestId('new-balance')).toBeNull();
    // Staff bought for an employer: trying again keeps that employer chosen.
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/acme/careers/credit-system/create?employer=7',
    );
  });

  it('stops asking after a while, says the payment is still pending, and checks again on demand', async () => {
    const fetchMock = mockPurchase(['pending']);
    renderPage({ employer: ['credits.read'] });
    expect(await screen.findByText('Your payment is still being confirmed', undefined, { timeout: 5000 })).toBeTruthy();
    const asked = callsTo(fetchMock, 'GET', PATH).length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(callsTo(fetchMock, 'GET', PATH)).toHaveLength(asked);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Waiting for the payment confirmation…')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET', PATH).length).toBeGreaterThan(asked);
  });

  it('explains a missing or unknown purchase', async () => {
    mockCreditsApi();
    renderPage({ employer: ['credits.read'] }, '');
    expect(await screen.findByText('This page shows a purchase, but none is named in its address.')).toBeTruthy();
  });
});
