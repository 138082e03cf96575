import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { ListPagination } from './list-pagination';

const noop = () => undefined;

/** A footer over `total` rows that follows its own changes, as a list page does through the URL. */
function Paged({ total }: { total: number }) {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(25);
  return (
    <ListPagination
      total={total}
      page={page}
      perPage={perPage}
      pageSizes={[10, 25, 50]}
      onChange={(change) => {
        if ('page' in change) setPage(change.page);
        else setPerPage(change.perPage);
      }}
    />
  );
}

describe('ListPagination', () => {
  it('shows an exact total as it is', async () => {
    renderWithProviders(<ListPagination total={42} page={1} perPage={25} pageSizes={[25]} onChange={noop} />);
    expect(await screen.findByText('1–25 of 42')).toBeTruthy();
  });

  it('says an estimated total is one, rounded, and pages no deeper than the API serves', async () => {
    const first = renderWithProviders(
      <ListPagination total={311_942} totalCapped page={1} perPage={25} pageSizes={[25]} onChange={noop} />,
    );
    expect(await screen.findByText('1–25 of about 312,000')).toBeTruthy();
    first.unmount();
    renderWithProviders(
      <ListPagination total={311_942} totalCapped page={400} perPage={25} pageSizes={[25]} onChange={noop} />,
    );
    expect(await screen.findByText('9976–10000 of about 312,000')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
  });

  it('pages forward and back, each button disabled at its end', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Paged total={60} />);
    const previous = await screen.findByRole('button', { name: 'Previous page' });
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(previous).toHaveProperty('disabled', true);
    await user.click(next);
    expect(screen.getByText('26–50 of 60')).toBeTruthy();
    await user.click(next);
    expect(screen.getByText('51–60 of 60')).toBeTruthy();
    expect(next).toHaveProperty('disabled', true);
    await user.click(previous);
    expect(screen.getByText('26–50 of 60')).toBeTruthy();
  });

  it('hands the focus to the previous button when the keyboard reaches the last page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Paged total={30} />);
    const next = await screen.findByRole('button', { name: 'Next page' });
    next.focus();
    await user.keyboard('{Enter}');
    expect(next).toHaveProperty('disabled', true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Previous page' }));
  });

  it('changes the page size in a labelled select', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<ListPagination total={42} page={1} perPage={25} pageSizes={[10, 25]} onChange={onChange} />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Rows per page:' }), '10');
    expect(onChange).toHaveBeenCalledWith({ perPage: 10 });
  });

  it('offers no size choice when the list has one page size', async () => {
    renderWithProviders(<ListPagination total={42} page={1} perPage={25} pageSizes={[25]} onChange={noop} />);
    await screen.findByText('1–25 of 42');
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
