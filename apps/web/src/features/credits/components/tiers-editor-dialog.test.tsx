import { MESSAGES } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, requestJson } from '../../../testing/render';
import { WithPermissions } from '../../../testing/session';
import { callsTo, mockCreditsApi } from '../testing/fake-credits-api';
import { DiscountTiersSection } from './discount-tiers-section';

function renderSection(entries: string[]) {
  return renderWithProviders(
    <WithPermissions entries={entries}>
      <DiscountTiersSection />
    </WithPermissions>,
  );
}

async function openEditor() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit discount tiers' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit discount tiers' });
  return { user, dialog, row: (n: number) => within(within(dialog).getByRole('group', { name: `Tier ${n}` })) };
}

describe('discount tiers editor', () => {
  it('refuses overlapping tiers before sending them', async () => {
    const fetchMock = mockCreditsApi();
    renderSection(['credits.read', 'pricing.update']);
    const { user, dialog, row } = await openEditor();
    const second = row(2).getByLabelText(/Minimum credits/);
    await user.clear(second);
    await user.type(second, '10');
    await user.click(within(dialog).getByRole('button', { name: 'Save tiers' }));
    expect(await row(2).findByText(MESSAGES.tierDuplicate)).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT', '/portal/v1/credit/discount-tiers')).toHaveLength(0);
  });

  it("shows the API's 422 errors under the row they name", async () => {
    const fetchMock = mockCreditsApi((url, init) =>
      url.pathname === '/portal/v1/credit/discount-tiers' && init?.method === 'PUT'
        ? jsonResponse(422, {
            message: MESSAGES.givenDataInvalid,
            errors: { 'tiers.2.percent_off': [MESSAGES.tierNotIncreasing] },
          })
        : undefined,
    );
    renderSection(['credits.read', 'pricing.update']);
    const { user, dialog, row } = await openEditor();
    await user.click(within(dialog).getByRole('button', { name: 'Add a tier' }));
    const percent = row(4).getByLabelText(/Percent off/);
    expect((percent as HTMLInputElement).value).toBe('20');
    await user.click(within(dialog).getByRole('button', { name: 'Save tiers' }));
    expect(await row(3).findByText(MESSAGES.tierNotIncreasing)).toBeTruthy();
    const [call] = callsTo(fetchMock, 'PUT', '/portal/v1/credit/discount-tiers');
    expect(requestJson(call?.[1])).toEqual({
      tiers: [
        { min_quantity: 10, percent_off: 5 },
        { min_quantity: 25, percent_off: 10 },
        { min_quantity: 50, percent_off: 15 },
        { min_quantity: 100, percent_off: 20 },
      ],
    });
    expect(screen.getByRole('dialog', { name: 'Edit discount tiers' })).toBeTruthy();
  });

  it('saves the tiers and shows the new ones', async () => {
    mockCreditsApi((url, init) =>
      url.pathname === '/portal/v1/credit/discount-tiers' && init?.method === 'PUT'
        ? jsonResponse(200, { data: [{ id: 1, min_quantity: 20, percent_off: 8 }] })
        : undefined,
    );
    renderSection(['credits.read', 'pricing.update']);
    const { user, dialog, row } = await openEditor();
    await user.click(row(3).getByRole('button', { name: 'Remove tier 3' }));
    await user.click(row(2).getByRole('button', { name: 'Remove tier 2' }));
    const min = row(1).getByLabelText(/Minimum credits/);
    await user.clear(min);
    await user.type(min, '20');
    await user.click(within(dialog).getByRole('button', { name: 'Save tiers' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(within(screen.getByRole('table', { name: 'Discount tiers' })).getByText('20 or more')).toBeTruthy();
  });

  it('shows the tiers without an edit button to those who may not change pricing', async () => {
    mockCreditsApi();
    renderSection(['credits.read']);
    expect(await screen.findByRole('table', { name: 'Discount tiers' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit discount tiers' })).toBeNull();
  });
});
