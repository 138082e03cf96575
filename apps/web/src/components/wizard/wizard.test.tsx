import { MESSAGES } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import {
  address,
  expectFocusOn,
  findStep,
  press,
  renderExampleWizard,
  tabTo,
  typeInto,
  WAIT,
} from './testing/render-example-wizard';

describe('useContractWizard and <Wizard>', () => {
  it('keeps the step in the URL: Next and Back move it, and the heading of the new step takes the focus', async () => {
    const { user } = renderExampleWizard();
    await findStep('Basics');
    await waitFor(() => {
      expect(address()).toBe('/events/new?step=basics');
    }, WAIT);
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    await typeInto(user, 'Title', 'Spring fair');
    await press(user, 'Next');
    await expectFocusOn(await findStep('Contact'));
    expect(address()).toBe('/events/new?step=contact');
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
    await press(user, 'Back');
    await expectFocusOn(await findStep('Basics'));
    expect(address()).toBe('/events/new?step=basics');
  });

  it('validates only the slice of the step on Next: a blank title stops it, the later steps do not', async () => {
    const { user, saveDraft } = renderExampleWizard();
    await findStep('Basics');
    await press(user, 'Next');
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(await screen.findByText(MESSAGES.required, {}, WAIT)).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(title);
    expect(saveDraft).not.toHaveBeenCalled();
    expect(address()).toBe('/events/new?step=basics');
    // The contact e-mail and venue are blank too, but they are later steps' business.
    await user.keyboard('Spring fair');
    await press(user, 'Next');
    await findStep('Contact');
    expect(screen.queryByText(MESSAGES.required)).toBeNull();
  });

  it('keeps what was typed on every step when going back and forth', async () => {
    const { user } = renderExampleWizard();
    await findStep('Basics');
    await typeInto(user, 'Title', 'Spring fair');
    await typeInto(user, 'Summary', 'Stalls and music');
    await press(user, 'Next');
    await findStep('Contact');
    await typeInto(user, 'Contact e-mail', 'nia@example.test');
    await press(user, 'Back');
    await findStep('Basics');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveProperty('value', 'Spring fair');
    expect(screen.getByRole('textbox', { name: 'Summary' })).toHaveProperty('value', 'Stalls and music');
    await press(user, 'Next');
    await findStep('Contact');
    expect(screen.getByRole('textbox', { name: 'Contact e-mail' })).toHaveProperty('value', 'nia@example.test');
  });

  it('is completed with the keyboard alone, Enter in a field going on, and submits the parsed values once', async () => {
    const { user, submit, onSubmitted } = renderExampleWizard();
    await findStep('Basics');
    await typeInto(user, 'Title', 'Spring fair{Enter}');
    await findStep('Contact');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Contact e-mail' }));
    await user.keyboard('Nia@Example.test{Enter}');
    await findStep('Venue');
    expect(screen.getByRole('button', { name: 'Publish event' })).toBeTruthy();
    await user.tab();
    await user.keyboard('Town hall');
    await press(user, 'Publish event');
    await waitFor(() => {
      expect(onSubmitted).toHaveBeenCalledWith({ id: 'e1' });
    }, WAIT);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.calls[0]?.[0]).toEqual({
      title: 'Spring fair',
      summary: null,
      contact_email: 'nia@example.test',
      venue: 'Town hall',
    });
  });

  it('validates the whole schema on the final submit and goes back to the step of the field it refuses', async () => {
    const { user, submit } = renderExampleWizard({
      initialEntry: '/events/new?step=venue',
      draft: { values: { title: 'Spring fair', contact_email: 'nia@example.test' }, step: 'venue' },
    });
    await findStep('Venue');
    // An online event needs a summary: a rule across steps, judged only when everything is filled.
    await typeInto(user, 'Venue', 'Online{Enter}');
    await findStep('Basics');
    const summary = screen.getByRole('textbox', { name: 'Summary' });
    await expectFocusOn(summary);
    expect(summary.getAttribute('aria-invalid')).toBe('true');
    expect(submit).not.toHaveBeenCalled();
  });

  it("takes a 422 of the final submit back to its field's step, with the server's message under it", async () => {
    const { user } = renderExampleWizard({
      draft: { values: { title: 'Spring fair', contact_email: 'nia@example.test' }, step: 'venue' },
      submit: () =>
        Promise.reject(new ApiError(422, MESSAGES.givenDataInvalid, { contact_email: ['This address is taken.'] })),
    });
    await findStep('Venue');
    await typeInto(user, 'Venue', 'Town hall');
    await press(user, 'Publish event');
    await findStep('Contact');
    expect(await screen.findByText('This address is taken.', {}, WAIT)).toBeTruthy();
    expect(address()).toBe('/events/new?step=contact');
    await tabTo(user, screen.getByRole('textbox', { name: 'Contact e-mail' }));
  });
});
