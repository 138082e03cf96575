import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useListParams } from '../../hooks/use-list-params';
import { defineList } from '../../lib/list-state';
import { renderWithProviders } from '../../testing/render';
import { ResourceTable, type ResourceColumn } from './resource-table';

interface Job {
  id: number;
  title: string;
  city: string;
}

const jobList = defineList({ sorts: ['title'] as const, filters: { city: z.string().optional() } });
const columns: ResourceColumn<Job, 'title'>[] = [
  { id: 'title', header: 'Title', sort: 'title', cell: (row) => row.title },
  { id: 'city', header: 'City', cell: (row) => row.city },
];
const jobs: Job[] = [
  { id: 1, title: 'Baker', city: 'Lyon' },
  { id: 2, title: 'Cook', city: 'Oslo' },
];

function Harness({
  rows,
  selectable = false,
  hidden,
}: {
  rows: Job[] | undefined;
  selectable?: boolean;
  hidden?: string[];
}) {
  const { state, change } = useListParams(jobList);
  const [ids, setIds] = useState<number[]>([]);
  const location = useLocation();
  return (
    <>
      <output aria-label="url">{location.pathname + location.search}</output>
      <output aria-label="selected">{ids.join(',')}</output>
      <ResourceTable
        label="Jobs"
        columns={columns}
        rows={rows}
        total={rows?.length ?? 0}
        loading={rows === undefined}
        page={state.page}
        perPage={state.perPage}
        sort={state.sort}
        onChange={change}
        rowHref={(row) => `/jobs/${String(row.id)}`}
        selection={selectable ? { ids, onChange: setIds } : undefined}
        hiddenColumns={hidden}
      />
    </>
  );
}

const render = (ui: React.ReactElement, query = '') =>
  renderWithProviders(ui, { path: '/jobs', initialEntry: `/jobs${query}` });
const url = () => screen.getByLabelText('url').textContent;

describe('ResourceTable', () => {
  it('sorts on the server: a header click writes the sort to the URL and marks the column with aria-sort', async () => {
    const user = userEvent.setup();
    render(<Harness rows={jobs} />, '?page=2');
    const table = screen.getByRole('table', { name: 'Jobs' });
    const header = within(table).getByRole('columnheader', { name: 'Title' });
    expect(header.getAttribute('aria-sort')).toBeNull();
    await user.click(within(header).getByRole('button', { name: 'Title' }));
    expect(url()).toBe('/jobs?sort=title');
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    await user.click(within(header).getByRole('button', { name: 'Title' }));
    expect(url()).toBe('/jobs?sort=-title');
    expect(header.getAttribute('aria-sort')).toBe('descending');
    await user.click(within(header).getByRole('button', { name: 'Title' }));
    expect(url()).toBe('/jobs');
    expect(within(within(table).getByRole('columnheader', { name: 'City' })).queryByRole('button')).toBeNull();
  });

  it('pages through the always-rendered footer', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Harness
        rows={Array.from({ length: 25 }, (_, index) => ({
          id: index + 1,
          title: `Job ${String(index)}`,
          city: 'Lyon',
        }))}
      />,
      { path: '/jobs', initialEntry: '/jobs' },
    );
    // total = 25 rows on one page: the next page button is disabled; per_page changes go to the URL.
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
    await user.selectOptions(screen.getByRole('combobox', { name: /Rows per page/ }), '50');
    expect(url()).toBe('/jobs?per_page=50');
  });

  it('selects rows by checkbox and by Space on the focused row, and all rows from the header', async () => {
    const user = userEvent.setup();
    render(<Harness rows={jobs} selectable />);
    const [first] = screen.getAllByRole('checkbox', { name: 'Select row' });
    if (!first) throw new Error('no row checkbox');
    await user.click(first);
    expect(screen.getByLabelText('selected').textContent).toBe('1');
    screen.getByRole('row', { name: /Cook/ }).focus();
    await user.keyboard(' ');
    expect(screen.getByLabelText('selected').textContent).toBe('1,2');
    const all = screen.getByRole('checkbox', { name: 'Select all rows' });
    expect(all).toHaveProperty('checked', true);
    await user.click(all);
    expect(screen.getByLabelText('selected').textContent).toBe('');
  });

  it('opens the focused row with Enter, and moves between rows with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Harness rows={jobs} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.tabIndex)).toEqual([0, -1]);
    rows[0]?.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(rows[1]);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('elsewhere')).toBeTruthy();
  });

  it('says "No data available" in one row when the page is empty', () => {
    render(<Harness rows={[]} selectable />);
    const table = screen.getByRole('table', { name: 'Jobs' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByRole('cell', { name: 'No data available' }).getAttribute('colspan')).toBe('3');
    expect(screen.getByRole('checkbox', { name: 'Select all rows' })).toHaveProperty('disabled', true);
  });

  it('shows a skeleton of the final size while the first page loads: a row per page size, every column', () => {
    render(<Harness rows={undefined} selectable />, '?per_page=10');
    const table = screen.getByRole('table', { name: 'Jobs' });
    expect(table.getAttribute('aria-busy')).toBe('true');
    const skeleton = screen.getAllByTestId('skeleton-row');
    expect(skeleton).toHaveLength(10);
    expect(within(skeleton[0] as HTMLElement).getAllByRole('cell')).toHaveLength(3);
  });

  it('replaces the skeleton’s head and body in the same table, and shows the paging with the rows: nothing under it moves', async () => {
    function Loading() {
      const [rows, setRows] = useState<Job[] | undefined>(undefined);
      return (
        <>
          <button
            type="button"
            onClick={() => {
              setRows(jobs);
            }}
          >
            Answer
          </button>
          <Harness rows={rows} selectable />
        </>
      );
    }
    render(<Loading />);
    const table = screen.getByRole('table', { name: 'Jobs' });
    const [skeletonHead, skeletonBody] = table.querySelectorAll('thead, tbody');
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Answer' }));
    // The table stays (whoever holds it keeps it); its head and body are new, so nothing in them moves.
    expect(screen.getByRole('table', { name: 'Jobs' })).toBe(table);
    expect(table.querySelector('thead')).not.toBe(skeletonHead);
    expect(table.querySelector('tbody')).not.toBe(skeletonBody);
    expect(within(table).getByText('Baker')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeTruthy();
  });

  it('leaves out hidden columns', () => {
    render(<Harness rows={jobs} hidden={['city']} />);
    expect(screen.queryByRole('columnheader', { name: 'City' })).toBeNull();
    expect(screen.getAllByRole('columnheader')).toHaveLength(1);
  });

  it('keys rows by uuid when the resource says so: two rows with the same name stay two, each selectable', async () => {
    const products = [
      { uuid: '3a5f9a7e-1c2b-4d3e-8f90-123456789abc', name: 'Advert' },
      { uuid: '9b1e0c3d-2a4f-4e5d-9a01-abcdefabcdef', name: 'Advert' },
    ];
    function Products() {
      const [ids, setIds] = useState<string[]>([]);
      return (
        <>
          <output aria-label="selected">{ids.join(',')}</output>
          <ResourceTable<(typeof products)[number], never, string>
            label="Products"
            columns={[{ id: 'name', header: 'Name', cell: (row) => row.name }]}
            rows={products}
            rowKey={(row) => row.uuid}
            total={2}
            loading={false}
            page={1}
            perPage={25}
            sort={null}
            onChange={() => undefined}
            selection={{ ids, onChange: setIds }}
          />
        </>
      );
    }
    renderWithProviders(<Products />);
    const user = userEvent.setup();
    const boxes = screen.getAllByRole('checkbox', { name: 'Select row' });
    expect(boxes).toHaveLength(2);
    await user.click(boxes[1] as HTMLElement);
    expect(screen.getByLabelText('selected').textContent).toBe(products[1]?.uuid);
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(screen.getByLabelText('selected').textContent).toBe(products.map((p) => p.uuid).join(','));
  });
});
