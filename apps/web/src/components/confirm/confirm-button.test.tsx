import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { ConfirmButton } from './confirm-button';

const question = { title: 'Reset the mail?', description: 'Back to the default wording.', confirmLabel: 'Reset' };

function renderInForm(onConfirm: () => Promise<boolean>) {
  const outerSubmit = vi.fn((event: { preventDefault: () => void }) => {
    event.preventDefault();
  });
  renderWithProviders(
    <form onSubmit={outerSubmit}>
      <ConfirmButton question={question} loading={false} onConfirm={onConfirm}>
        Reset
      </ConfirmButton>
    </form>,
  );
  return { outerSubmit };
}

describe('ConfirmButton', () => {
  it('asks first, acts on confirm and closes; inside another form it never submits that form', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(() => Promise.resolve(true));
    const { outerSubmit } = renderInForm(onConfirm);

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await screen.findByRole('dialog', { name: 'Reset the mail?' });
    expect(onConfirm).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');

    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(outerSubmit).not.toHaveBeenCalled();
  });

  it('keeps the question open when the action says so (a refusal, to try again)', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(() => Promise.resolve(false));
    renderInForm(onConfirm);

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await screen.findByRole('dialog', { name: 'Reset the mail?' });
    await user.keyboard('{Enter}');

    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Reset the mail?' })).toBeTruthy();
  });
});
