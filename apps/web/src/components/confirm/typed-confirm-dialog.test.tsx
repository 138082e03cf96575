import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { TypedConfirmDialog } from './typed-confirm-dialog';

function renderDialog(label = 'Acme Bakery') {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <TypedConfirmDialog
      open
      title="Delete employer"
      description="Acme Bakery will be deleted permanently."
      label={label}
      confirmLabel="Delete"
      onConfirm={onConfirm}
      onClose={onClose}
    />,
  );
  return {
    onConfirm,
    onClose,
    input: screen.getByLabelText('Type the name to confirm'),
    button: screen.getByRole('button', { name: 'Delete' }),
  };
}

describe('typed confirmation dialog', () => {
  it('shows the label to type and keeps the action disabled until it is typed exactly', async () => {
    const user = userEvent.setup();
    const { input, button, onConfirm } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Delete employer' }).textContent).toContain('Acme Bakery');
    expect(button).toHaveProperty('disabled', true);

    for (const wrong of ['Acme', 'acme bakery', 'Acme Bakery ', ' Acme Bakery']) {
      await user.clear(input);
      await user.type(input, wrong);
      expect(button, wrong).toHaveProperty('disabled', true);
    }
    await user.type(input, '{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, 'Acme Bakery');
    expect(button).toHaveProperty('disabled', false);
    await user.click(button);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('confirms with Enter once the label matches, and cancels with Escape', async () => {
    const user = userEvent.setup();
    const { input, onConfirm, onClose } = renderDialog('Globex & Co.');
    expect(document.activeElement).toBe(input);
    await user.type(input, 'Globex & Co.{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
