import { EMPLOYER_TRANSITIONS, type TransitionDef } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../testing/render';
import { WithPermissions } from '../../testing/session';
import { TransitionActions, transitionsFrom, type TransitionLook } from './transition-actions';

const look = (name: string): TransitionLook =>
  name === 'disable'
    ? { label: 'Disable', color: 'error', confirm: { title: 'Disable employers', description: 'Sure?' } }
    : { label: name };

function renderActions(
  entries: string[],
  status?: 'active' | 'disabled' | 'on_hold',
  run = vi.fn(() => Promise.resolve(true)),
) {
  renderWithProviders(
    <WithPermissions entries={entries}>
      <TransitionActions
        transitions={EMPLOYER_TRANSITIONS}
        names={Object.keys(EMPLOYER_TRANSITIONS) as (keyof typeof EMPLOYER_TRANSITIONS)[]}
        status={status}
        look={look}
        pending={null}
        run={run}
      />
    </WithPermissions>,
  );
  return run;
}

describe('transition actions from the contract table', () => {
  it('offers, for a list of statuses, the transitions that start from them', () => {
    expect(transitionsFrom(EMPLOYER_TRANSITIONS, ['on_hold'])).toEqual(['approve', 'reject']);
    expect(transitionsFrom(EMPLOYER_TRANSITIONS, ['active', 'disabled'])).toEqual(['enable', 'disable']);
  });

  it('shows only what the permission allows and the status starts from, never a no-op', () => {
    renderActions(['employers.update'], 'active');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Disable']);
  });

  it('runs a transition that asks nothing at once', async () => {
    const user = userEvent.setup();
    const run = renderActions(['employers.all'], 'disabled');
    await user.click(screen.getByRole('button', { name: 'enable' }));
    expect(run).toHaveBeenCalledWith('enable', {});
  });

  it('asks before disabling', async () => {
    const user = userEvent.setup();
    const run = renderActions(['employers.all'], 'active');
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    expect(run).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog', { name: 'Disable employers' });
    await user.click(dialog.querySelector('button[type="submit"]') ?? dialog);
    expect(run).toHaveBeenCalledWith('disable', {});
  });

  it('always asks to type the shown label before a destructive transition', async () => {
    const user = userEvent.setup();
    const run = vi.fn(() => Promise.resolve(true));
    const table: Record<'expire', TransitionDef<'live' | 'expired'>> = {
      expire: {
        permission: { action: 'update', subject: 'jobs' },
        from: ['live'],
        to: 'expired',
        body: z.object({}),
        destructive: true,
      },
    };
    renderWithProviders(
      <WithPermissions entries={['jobs.update']}>
        <TransitionActions
          transitions={table}
          names={['expire']}
          status="live"
          look={() => ({ label: 'Expire', typedLabel: 'Night cook' })}
          pending={null}
          run={run}
        />
      </WithPermissions>,
    );
    await user.click(screen.getByRole('button', { name: 'Expire' }));
    const dialog = await screen.findByRole('dialog', { name: 'Expire' });
    const confirm = within(dialog).getByRole('button', { name: 'Expire' });
    expect(confirm).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByLabelText('Type the name to confirm'), 'Night cook');
    await user.click(confirm);
    expect(run).toHaveBeenCalledWith('expire', {});
  });

  it.each([
    [{ label: 'Expire', typedLabel: 'Pastry chef', typedKind: 'title' as const }, 'Type the title to confirm'],
    [{ label: 'Expire' }, 'Type the button’s label to confirm'],
  ])('names what is typed in the field’s label: %o', async (view, fieldLabel) => {
    const user = userEvent.setup();
    const table: Record<'expire', TransitionDef<'live' | 'expired'>> = {
      expire: {
        permission: { action: 'update', subject: 'jobs' },
        from: ['live'],
        to: 'expired',
        body: z.object({}),
        destructive: true,
      },
    };
    renderWithProviders(
      <WithPermissions entries={['jobs.update']}>
        <TransitionActions
          transitions={table}
          names={['expire']}
          status="live"
          look={() => view}
          pending={null}
          run={vi.fn()}
        />
      </WithPermissions>,
    );
    await user.click(screen.getByRole('button', { name: 'Expire' }));
    const dialog = await screen.findByRole('dialog', { name: 'Expire' });
    expect(within(dialog).getByLabelText(fieldLabel)).toBeTruthy();
  });
});
