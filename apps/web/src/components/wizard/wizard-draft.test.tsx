import { MESSAGES } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { address, findStep, follow, press, renderExampleWizard, typeInto, WAIT } from './testing/render-example-wizard';

const KEPT = { values: { title: 'Spring fair', summary: 'Stalls', contact_email: 'nia@example.test' }, step: 'venue' };

describe('the wizard draft', () => {
  it('is saved on Next, with every value typed so far and the step to resume at, before the step changes', async () => {
    let settle = () => {};
    const { user, saveDraft } = renderExampleWizard({
      saveDraft: () =>
        new Promise<void>((resolve) => {
          settle = resolve;
        }),
    });
    await findStep('Basics');
    await typeInto(user, 'Title', 'Spring fair');
    await press(user, 'Next');
    await waitFor(() => {
      expect(saveDraft).toHaveBeenCalledWith(
        { title: 'Spring fair', summary: '', contact_email: '', venue: '' },
        'contact',
      );
    }, WAIT);
    expect(screen.getByRole('heading', { level: 2, name: 'Basics' })).toBeTruthy();
    settle();
    await findStep('Contact');
    expect(saveDraft).toHaveBeenCalledTimes(1);
  });

  it('moves to the address a save answers when it creates the draft, at the step it goes to', async () => {
    const { user, saveDraft } = renderExampleWizard({
      path: '/events/:page',
      saveDraft: () => Promise.resolve({ address: { pathname: '/events/edit', params: { event: 'e1' } } }),
    });
    await findStep('Basics');
    await typeInto(user, 'Title', 'Spring fair');
    await press(user, 'Next');
    await findStep('Contact');
    await waitFor(() => {
      expect(address()).toBe('/events/edit?event=e1&step=contact');
    }, WAIT);
    // The same wizard goes on at the new address: Back walks the steps there, the values kept.
    await press(user, 'Back');
    await findStep('Basics');
    expect(address()).toBe('/events/edit?event=e1&step=basics');
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('Spring fair');
    expect(saveDraft).toHaveBeenCalledTimes(1);
  });

  it('is resumed on a new visit: its values, at its step', async () => {
    const { user } = renderExampleWizard({ draft: KEPT });
    await findStep('Venue');
    await waitFor(() => {
      expect(address()).toBe('/events/new?step=venue');
    }, WAIT);
    await press(user, 'Back');
    await findStep('Contact');
    expect(screen.getByRole('textbox', { name: 'Contact e-mail' })).toHaveProperty('value', 'nia@example.test');
  });

  it('sends a deep link past an invalid step to the first invalid step', async () => {
    renderExampleWizard({
      initialEntry: '/events/new?step=venue',
      draft: { values: { title: 'Spring fair' }, step: 'basics' },
    });
    await findStep('Contact');
    await waitFor(() => {
      expect(address()).toBe('/events/new?step=contact');
    }, WAIT);
  });

  it('is saved by Save draft where it stands, unvalidated, at the current step', async () => {
    const { user, saveDraft } = renderExampleWizard();
    await findStep('Basics');
    await typeInto(user, 'Summary', 'Stalls');
    await press(user, 'Save draft');
    await waitFor(() => {
      expect(saveDraft).toHaveBeenCalledWith({ title: '', summary: 'Stalls', contact_email: '', venue: '' }, 'basics');
    }, WAIT);
    expect(screen.queryByText(MESSAGES.required)).toBeNull();
  });

  it('that cannot be saved keeps the user on the step and says why', async () => {
    const { user } = renderExampleWizard({
      saveDraft: () => Promise.reject(new ApiError(503, MESSAGES.serviceUnavailable)),
    });
    await findStep('Basics');
    await typeInto(user, 'Title', 'Spring fair');
    await press(user, 'Next');
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toBe(MESSAGES.serviceUnavailable);
    expect(address()).toBe('/events/new?step=basics');
  });

  it('that cannot be loaded is said so, with a retry that loads it', async () => {
    let fail = true;
    const { user } = renderExampleWizard({
      loadDraft: () => (fail ? Promise.reject(new ApiError(0, MESSAGES.unknownError)) : Promise.resolve(KEPT)),
    });
    expect(await screen.findByText(/The draft could not be loaded/, {}, WAIT)).toBeTruthy();
    fail = false;
    await press(user, 'Try again');
    await findStep('Venue');
  });
});

describe('the unsaved-changes guard', () => {
  it('asks before leaving with changes no draft holds, and lets the user stay with them', async () => {
    const { user } = renderExampleWizard();
    await findStep('Basics');
    await typeInto(user, 'Title', 'Spring fair');
    await follow(user, 'All events');
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' }, WAIT);
    await press(user, 'Cancel');
    await waitFor(() => {
      expect(dialog.isConnected).toBe(false);
    }, WAIT);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveProperty('value', 'Spring fair');
    expect(address()).toBe('/events/new?step=basics');
  });

  it('lets the user leave at once when the draft holds every change', async () => {
    const { user } = renderExampleWizard();
    await findStep('Basics');
    await typeInto(user, 'Title', 'Spring fair');
    await press(user, 'Next');
    await findStep('Contact');
    await follow(user, 'All events');
    expect(await screen.findByText('elsewhere', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
