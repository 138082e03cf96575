import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useHiddenColumns } from '../../hooks/use-hidden-columns';
import { renderWithProviders } from '../../testing/render';
import { ListToolbar } from './list-toolbar';
import { ResourceTable, type ResourceColumn } from './resource-table';

interface Job {
  id: number;
  title: string;
  city: string;
}
const columns: ResourceColumn<Job>[] = [
  { id: 'title', header: 'Title', cell: (row) => row.title },
  { id: 'city', header: 'City', cell: (row) => row.city },
];

function Harness() {
  const [hidden, setHidden] = useHiddenColumns('jobs', columns);
  return (
    <>
      <ListToolbar filters={<span>filters</span>} columns={{ columns, hidden, onChange: setHidden }} />
      <ResourceTable
        label="Jobs"
        columns={columns}
        rows={[{ id: 1, title: 'Baker', city: 'Lyon' }]}
        total={1}
        loading={false}
        page={1}
        perPage={25}
        sort={null}
        onChange={() => undefined}
        hiddenColumns={hidden}
      />
    </>
  );
}

const headers = () =>
  // `hidden`: while the menu is open, the page behind it is hidden from assistive technology.
  within(screen.getByRole('table', { name: 'Jobs', hidden: true }))
    .getAllByRole('columnheader', { hidden: true })
    .map((cell) => cell.textContent);

describe('ListToolbar: the column chooser', () => {
  it('hides and shows a column by keyboard, and remembers the choice in this browser', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<Harness />, { path: '/jobs', initialEntry: '/jobs' });
    expect(headers()).toEqual(['Title', 'City']);

    screen.getByRole('button', { name: 'Columns' }).focus();
    await user.keyboard('{Enter}');
    const city = await screen.findByRole('menuitemcheckbox', { name: 'City' });
    expect(city.getAttribute('aria-checked')).toBe('true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(headers()).toEqual(['Title']);
    expect(screen.getByRole('menuitemcheckbox', { name: 'City' }).getAttribute('aria-checked')).toBe('false');

    // The last visible column stays.
    expect(screen.getByRole('menuitemcheckbox', { name: 'Title' }).getAttribute('aria-disabled')).toBe('true');

    first.unmount();
    renderWithProviders(<Harness />, { path: '/jobs', initialEntry: '/jobs' });
    expect(headers()).toEqual(['Title']);
  });

  it('ignores stored column ids the list no longer has', () => {
    localStorage.setItem('portal-columns:jobs', JSON.stringify(['gone', 'city']));
    renderWithProviders(<Harness />, { path: '/jobs', initialEntry: '/jobs' });
    expect(headers()).toEqual(['Title']);
  });
});
