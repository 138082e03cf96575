import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { JobStatusChip } from './job-status';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('a job’s status chip (decision 0068)', () => {
  it('reads Scheduled for a live job whose advert starts tomorrow, and Live from its first day', async () => {
    const { unmount } = renderWithProviders(<JobStatusChip job={{ status: 'live', advert_start_date: day(1) }} />);
    expect(await screen.findByText('Scheduled')).toBeTruthy();
    expect(screen.queryByText('Live')).toBeNull();
    unmount();
    renderWithProviders(<JobStatusChip job={{ status: 'live', advert_start_date: day(0) }} />);
    expect(await screen.findByText('Live')).toBeTruthy();
  });
});
