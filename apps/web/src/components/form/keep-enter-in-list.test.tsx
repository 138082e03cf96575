import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { OptionSelect } from './option-select';

const OPTIONS = [
  { value: 'ana', label: 'Ana Consultant' },
  { value: 'ben', label: 'Ben Consultant' },
];

function renderInForm() {
  const submit = vi.fn((event: { preventDefault: () => void }) => {
    event.preventDefault();
  });
  const change = vi.fn();
  renderWithProviders(
    <form onSubmit={submit}>
      <OptionSelect label="Consultant" value={null} onChange={change} options={OPTIONS} />
      <button type="submit">Save and continue</button>
    </form>,
  );
  return { submit, change, input: screen.getByRole('combobox', { name: 'Consultant' }) };
}

describe('Enter in an Autocomplete list (shared form fields)', () => {
  it('does not submit the form when the list is open and no option is highlighted', async () => {
    const user = userEvent.setup();
    const { submit, change, input } = renderInForm();
    await user.click(input);
    expect(screen.getByRole('listbox')).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(submit).not.toHaveBeenCalled();
    expect(change).not.toHaveBeenCalled();
  });

  it('chooses the highlighted option with Enter, without submitting', async () => {
    const user = userEvent.setup();
    const { submit, change, input } = renderInForm();
    await user.click(input);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(change).toHaveBeenCalledWith('ana');
    expect(submit).not.toHaveBeenCalled();
  });

  it('still submits with Enter once the list is closed', async () => {
    const user = userEvent.setup();
    const { submit, input } = renderInForm();
    await user.click(input);
    await user.keyboard('{Escape}{Enter}');
    expect(submit).toHaveBeenCalledTimes(1);
  });
});
