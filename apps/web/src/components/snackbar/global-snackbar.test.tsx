import { MESSAGES } from '@portal/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { noticeStore, notify } from '../../lib/notifications';
import GlobalSnackbar from './global-snackbar';

/** Moves fake time on and lets React apply what the timers did. */
function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('global snackbar (spec §4, §8)', () => {
  beforeEach(() => {
    noticeStore.set([]);
  });

  it('shows the type as title and the message below', () => {
    render(<GlobalSnackbar />);
    act(() => {
      notify({ type: 'success', message: 'Employer approved.' });
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Success');
    expect(alert.textContent).toContain('Employer approved.');
  });

  it('shows an error with the warning icon and the error colour', () => {
    render(<GlobalSnackbar />);
    act(() => {
      notify({ type: 'error', message: MESSAGES.sessionExpired });
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Error');
    expect(alert.textContent).toContain('Your session has expired.');
    expect(alert.className).toMatch(/MuiAlert-(filledError|colorError)/);
    expect(alert.querySelector('[data-testid="WarningAmberIcon"]')).not.toBeNull();
  });

  it('hides itself after the timeout (5000 ms by default)', () => {
    vi.useFakeTimers();
    render(<GlobalSnackbar />);
    act(() => {
      notify({ type: 'info', message: 'Export started.' });
    });
    advance(4900);
    expect(screen.queryByRole('alert')).not.toBeNull();
    advance(200);
    advance(1000);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(noticeStore.get()).toHaveLength(0);
  });

  it('takes a configurable timeout', () => {
    vi.useFakeTimers();
    render(<GlobalSnackbar autoHideMs={10000} />);
    act(() => {
      notify({ type: 'info', message: 'Export started.' });
    });
    advance(6000);
    expect(screen.queryByRole('alert')).not.toBeNull();
    advance(4100);
    advance(1000);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('pauses while hovered', () => {
    vi.useFakeTimers();
    render(<GlobalSnackbar />);
    act(() => {
      notify({ type: 'info', message: 'Export started.' });
    });
    fireEvent.mouseEnter(screen.getByRole('alert'));
    advance(8000);
    expect(screen.queryByRole('alert')).not.toBeNull();
  });

  it('closes with its close button and then shows the next notice', () => {
    vi.useFakeTimers();
    render(<GlobalSnackbar />);
    act(() => {
      notify({ type: 'success', message: 'First.' });
      notify({ type: 'warning', message: 'Second.' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    advance(1000);
    expect(screen.getByRole('alert').textContent).toContain('Second.');
    expect(screen.getByRole('alert').textContent).toContain('Warning');
  });
});
