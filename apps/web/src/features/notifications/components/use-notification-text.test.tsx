import type { Notification } from '@portal/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { notificationOf } from '../testing-fixtures';
import { useNotificationText } from './use-notification-text';

function Texts({ notifications }: { notifications: Notification[] }) {
  const textOf = useNotificationText();
  return (
    <ul>
      {notifications.map((n, index) => {
        const { subject, text } = textOf(n);
        return <li key={index}>{`${subject} | ${text ?? ''}`}</li>;
      })}
    </ul>
  );
}

describe('a notification worded from its kind', () => {
  it('counts in the singular and the plural: "1 credit bought", "3 credits bought", "1 row is ready"', () => {
    renderWithProviders(
      <Texts
        notifications={[
          notificationOf({ kind: 'credits_bought', params: { quantity: '1' } }),
          notificationOf({ kind: 'credits_bought', params: { quantity: '3' } }),
          notificationOf({ params: { export_name: 'Jobs', row_count: '1' } }),
        ]}
      />,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1 credit bought | 1 credit was added to the balance.',
      '3 credits bought | 3 credits were added to the balance.',
      'Your export is ready: Jobs | 1 row is ready to download.',
    ]);
  });
});
