import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { FilterBar } from './filter-bar';
import { FilterSelect } from './filter-select';

const options = [{ value: 'live', label: 'Live' }];

function Bar({ inForce }: { inForce: number }) {
  return (
    <FilterBar label="Job filters" inForce={inForce}>
      <input aria-label="Search jobs" />
      <FilterSelect label="Status" value="live" options={options} onChange={() => undefined} />
      <FilterSelect label="Employer" value="" options={options} onChange={() => undefined} />
    </FilterBar>
  );
}

const setWidth = (width: number) => {
  (
    window as unknown as { happyDOM: { setViewport: (v: { width: number; height: number }) => void } }
  ).happyDOM.setViewport({
    width,
    height: 844,
  });
};

describe('FilterBar', () => {
  afterEach(() => {
    setWidth(1024);
  });

  it('on a phone keeps the search and folds the filters behind one Filters button counting those in force', async () => {
    setWidth(390);
    renderWithProviders(<Bar inForce={1} />);
    const bar = screen.getByRole('search', { name: 'Job filters' });
    expect(within(bar).getByRole('textbox', { name: 'Search jobs' })).toBeTruthy();
    expect(within(bar).queryByRole('combobox', { name: 'Status' })).toBeNull();
    const button = within(bar).getByRole('button', { name: 'Filters in force: 1' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(within(bar).getByRole('combobox', { name: 'Status' })).toBeTruthy();
    expect(within(bar).getByRole('combobox', { name: 'Employer' })).toBeTruthy();
  });

  it('names the button plainly when no filter is in force', () => {
    setWidth(390);
    renderWithProviders(<Bar inForce={0} />);
    expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy();
  });

  it('shows every filter inline on a wider screen, with no Filters button', () => {
    renderWithProviders(<Bar inForce={1} />);
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Filters/ })).toBeNull();
  });
});
