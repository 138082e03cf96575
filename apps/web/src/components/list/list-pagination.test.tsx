import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { ListPagination } from './list-pagination';

const noop = () => undefined;

describe('ListPagination', () => {
  it('shows an exact total as it is', async () => {
    renderWithProviders(<ListPagination total={42} page={1} perPage={25} pageSizes={[25]} onChange={noop} />);
    expect(await screen.findByText('1–25 of 42')).toBeTruthy();
  });

  it('marks a capped total with a plus, so a user knows there are more', async () => {
    renderWithProviders(
      <ListPagination total={10000} totalCapped page={1} perPage={25} pageSizes={[25]} onChange={noop} />,
    );
    expect(await screen.findByText('1–25 of 10000+')).toBeTruthy();
  });
});
