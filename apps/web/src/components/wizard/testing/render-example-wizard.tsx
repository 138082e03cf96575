import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import type { WizardDraft } from '../use-wizard-draft';
import type { ExampleEventInput } from './example-event';
import { ExampleEventWizard } from './example-event-wizard';

/** How long a test waits for the page to answer: a bound for a loaded 2-core runner, not an expected duration. */
export const WAIT = { timeout: 10_000 };

interface Options {
  initialEntry?: string;
  /** The route the wizard is mounted on (default `/events/new`; `/events/:page` keeps it across new and edit). */
  path?: string;
  draft?: WizardDraft<ExampleEventInput> | null;
  loadDraft?: () => Promise<WizardDraft<ExampleEventInput> | null>;
  saveDraft?: (values: ExampleEventInput, step: string) => Promise<unknown>;
  submit?: (values: unknown) => Promise<unknown>;
}

/** Renders the example event's wizard at /events/new, with spies for the draft and the submit. */
export function renderExampleWizard({
  initialEntry = '/events/new',
  path = '/events/new',
  draft = null,
  ...options
}: Options = {}) {
  // No pause between keys: the test waits on what the page does, not on a typing speed.
  const user = userEvent.setup({ delay: null });
  const loadDraft = vi.fn(options.loadDraft ?? (() => Promise.resolve(draft)));
  const saveDraft = vi.fn(options.saveDraft ?? (() => Promise.resolve()));
  const submit = vi.fn(options.submit ?? (() => Promise.resolve({ id: 'e1' })));
  const onSubmitted = vi.fn();
  renderWithProviders(
    <ExampleEventWizard loadDraft={loadDraft} saveDraft={saveDraft} submit={submit} onSubmitted={onSubmitted} />,
    { path, initialEntry },
  );
  return { user, loadDraft, saveDraft, submit, onSubmitted };
}

/** Presses Tab until `element` has the focus: the keyboard alone reaches it, in the page's order. */
export async function tabTo(user: UserEvent, element: HTMLElement): Promise<void> {
  for (let presses = 0; presses < 25 && document.activeElement !== element; presses += 1) await user.tab();
  expect(document.activeElement).toBe(element);
}

/** Reaches a field by keyboard and types into it. */
export async function typeInto(user: UserEvent, name: string, text: string): Promise<void> {
  await tabTo(user, screen.getByRole('textbox', { name }));
  await user.keyboard(text);
}

/** Reaches a button by keyboard and presses Enter on it. */
export async function press(user: UserEvent, name: string): Promise<void> {
  await tabTo(user, screen.getByRole('button', { name }));
  await user.keyboard('{Enter}');
}

/** Reaches a link by keyboard and follows it. */
export async function follow(user: UserEvent, name: string): Promise<void> {
  await tabTo(user, screen.getByRole('link', { name }));
  await user.keyboard('{Enter}');
}

/** The wizard's address (path and query), as the page shows it. */
export function address(): string {
  return screen.getByRole('status', { name: 'Address' }).textContent;
}

/** The step shown, by its heading. */
export async function findStep(name: string): Promise<HTMLElement> {
  return screen.findByRole('heading', { level: 2, name }, WAIT);
}

/** Waits until the focus lands on `element` (moved by an effect after the step renders). */
export async function expectFocusOn(element: HTMLElement): Promise<void> {
  await waitFor(() => {
    expect(document.activeElement).toBe(element);
  }, WAIT);
}
