import { IDEMPOTENCY_KEY_HEADER, MESSAGES } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pageNavigation } from '../../../lib/page-navigation';
import { chosenEmployerStore } from '../../../lib/scope-store';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { WithPermissions } from '../../../testing/session';
import { callsTo, mockCreditsApi, PRICING } from '../testing/fake-credits-api';
import { BuyCreditsRoute } from './buy-credits';

const CHECKOUT = 'http://localhost:3000/portal/payments/sandbox/checkout/ref-1';

function renderBuyPage() {
  return renderWithProviders(
    <WithPermissions entries={[]} employerEntries={['credits.read', 'credits.create']}>
      <BuyCreditsRoute />
    </WithPermissions>,
    { path: '/:account/:site/credit-system/create', initialEntry: '/acme/careers/credit-system/create' },
  );
}

const figure = (name: string) => screen.getByTestId(`preview-${name}`).textContent;

function keysSent(fetchMock: ReturnType<typeof mockCreditsApi>): string[] {
  return callsTo(fetchMock, 'POST', '/portal/v1/credit/purchases').map(
    ([, init]) => new Headers(init?.headers).get(IDEMPOTENCY_KEY_HEADER) ?? '',
  );
}

describe('buy credits page', () => {
  beforeEach(() => {
    chosenEmployerStore.set(null);
  });

  it('prices the quantity on the server as it changes and shows each figure', async () => {
    const fetchMock = mockCreditsApi();
    renderBuyPage();
    // The first preset is chosen at first: 5 credits, below every tier.
    await waitFor(
      () => {
        expect(figure('total')).toBe('€125.00');
      },
      { timeout: 5000 },
    );
    expect(figure('costPerCredit')).toBe('€25.00');
    expect(figure('quantity')).toBe('5');
    expect(figure('price')).toBe('€25.00');
    expect(figure('subtotal')).toBe('€125.00');
    expect(figure('discount')).toBe('€0.00');
    expect(screen.getByText('Buy 10 or more to get 5% off.')).toBeTruthy();

    const user = userEvent.setup();
    const presets = screen.getByRole('group', { name: 'Quick amounts' });
    await user.click(within(presets).getByRole('button', { name: '25' }));
    await waitFor(
      () => {
        expect(figure('total')).toBe('€562.50');
      },
      { timeout: 5000 },
    );
    expect(within(presets).getByRole('button', { name: '25' }).getAttribute('aria-pressed')).toBe('true');
    expect(figure('costPerCredit')).toBe('€22.50');
    expect(figure('subtotal')).toBe('€625.00');
    expect(figure('discount')).toBe('-€62.50');
    expect(screen.getByText('Discount (10%)')).toBeTruthy();

    const field = screen.getByLabelText('Number of credits');
    await user.clear(field);
    await user.type(field, '12');
    await waitFor(
      () => {
        expect(figure('total')).toBe('€285.00');
      },
      { timeout: 5000 },
    );
    expect(figure('costPerCredit')).toBe('€23.75');
    // Typing is debounced: 1, then 12, never a request per key stroke past the pause.
    const quantities = callsTo(fetchMock, 'POST', '/portal/v1/credit/purchase/preview').map(
      ([, init]) => (JSON.parse(String(init?.body)) as { quantity: number }).quantity,
    );
    expect(quantities).toEqual([5, 25, 12]);
  });

  it('refuses a quantity outside 1 to 10000 without asking the server', async () => {
    const fetchMock = mockCreditsApi();
    renderBuyPage();
    await waitFor(
      () => {
        expect(figure('total')).toBe('€125.00');
      },
      { timeout: 5000 },
    );
    const user = userEvent.setup();
    const field = screen.getByLabelText('Number of credits');
    await user.clear(field);
    await user.type(field, '10001');
    expect(await screen.findByText(MESSAGES.invalid)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Continue to payment' }) as HTMLButtonElement).disabled).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(callsTo(fetchMock, 'POST', '/portal/v1/credit/purchase/preview')).toHaveLength(1);
  });

  it('shows no figures for another quantity next to an invalid one, and prices the next valid one', async () => {
    mockCreditsApi();
    renderBuyPage();
    await waitFor(
      () => {
        expect(figure('total')).toBe('€125.00');
      },
      { timeout: 5000 },
    );
    const user = userEvent.setup();
    const field = screen.getByLabelText('Number of credits');
    for (const typed of ['0', '10001', '2.5']) {
      await user.clear(field);
      await user.type(field, typed);
      await waitFor(() => {
        expect(figure('total')).toBe('—');
      });
      expect(screen.getByText('Enter a number of credits you can buy to see its price.')).toBeTruthy();
      expect(screen.queryByTestId('preview-quantity')).toBeNull();
      expect((screen.getByRole('button', { name: 'Continue to payment' }) as HTMLButtonElement).disabled).toBe(true);
    }
    await user.clear(field);
    await user.type(field, '12');
    await waitFor(
      () => {
        expect(figure('total')).toBe('€285.00');
      },
      { timeout: 5000 },
    );
    expect(figure('quantity')).toBe('12');
  });

  it('sends one Idempotency-Key for a double click, and goes to the checkout', async () => {
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    const fetchMock = mockCreditsApi();
    renderBuyPage();
    await waitFor(
      () => {
        expect(figure('total')).toBe('€125.00');
      },
      { timeout: 5000 },
    );
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Continue to payment' });
    await waitFor(() => {
      expect((button as HTMLButtonElement).disabled).toBe(false);
    });
    await user.dblClick(button);
    await waitFor(() => {
      expect(assign).toHaveBeenCalledWith(CHECKOUT);
    });
    const keys = keysSent(fetchMock);
    expect(keys.length).toBeGreaterThanOrEqual(1);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', '/portal/v1/credit/purchases')[0]?.[1]?.body))).toEqual({
      quantity: 5,
    });
  });

  it('retries a failed attempt with the same key, and a new quantity with a new one', async () => {
    vi.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    let failures = 2;
    const fetchMock = mockCreditsApi((url, init) => {
      if (url.pathname === '/portal/v1/credit/purchases' && init?.method === 'POST' && failures-- > 0) {
        return jsonResponse(503, { message: MESSAGES.paymentUnavailable });
      }
      return undefined;
    });
    renderBuyPage();
    await waitFor(
      () => {
        expect(figure('total')).toBe('€125.00');
      },
      { timeout: 5000 },
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText(MESSAGES.paymentUnavailable)).toBeTruthy();
    await waitFor(() => {
      expect(keysSent(fetchMock)).toHaveLength(1);
    });
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => {
      expect(keysSent(fetchMock)).toHaveLength(2);
    });
    await screen.findByText(MESSAGES.paymentUnavailable);
    await user.click(within(screen.getByRole('group', { name: 'Quick amounts' })).getByRole('button', { name: '10' }));
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => {
      expect(keysSent(fetchMock)).toHaveLength(3);
    });
    expect(vi.mocked(pageNavigation.assign)).toHaveBeenCalledWith(CHECKOUT);
    const [first, retry, other] = keysSent(fetchMock);
    expect(retry).toBe(first);
    expect(other).not.toBe(first);
  });

  it('says purchases are not available, and whom to ask, when the portal has no payment provider', async () => {
    const fetchMock = mockCreditsApi((url) =>
      url.pathname === '/portal/v1/site/credit-pricing'
        ? jsonResponse(200, { data: { ...PRICING, payments: { available: false, test_money: false } } })
        : undefined,
    );
    renderBuyPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Purchases are not available')).toBeTruthy();
    expect(alert.textContent).toContain('Ask your site administrator or the portal operator');
    // The price still shows; paying is off.
    await waitFor(
      () => {
        expect(figure('total')).toBe('€125.00');
      },
      { timeout: 5000 },
    );
    const button = screen.getByRole('button', { name: 'Continue to payment' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(callsTo(fetchMock, 'POST', '/portal/v1/credit/purchases')).toHaveLength(0);
  });

  it('says payments are test money when the portal uses the sandbox', async () => {
    mockCreditsApi((url) =>
      url.pathname === '/portal/v1/site/credit-pricing'
        ? jsonResponse(200, { data: { ...PRICING, payments: { available: true, test_money: true } } })
        : undefined,
    );
    renderBuyPage();
    expect(await screen.findByText(/Test payments: this portal uses the payment sandbox/)).toBeTruthy();
  });
});
