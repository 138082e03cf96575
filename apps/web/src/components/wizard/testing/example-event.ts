import { emailField, MESSAGES, optionalText, singleLineText } from '@portal/contract';
import { z } from 'zod';
import { i18n } from '../../../lib/i18n';
import type { WizardStep } from '../wizard-steps';

/**
 * The kit's example resource: an event announced in three steps. Small on purpose, but with what a
 * real wizard has: a required field, an optional one, a format rule, and one rule across steps.
 */
export const ExampleEventSchema = z
  .object({
    title: singleLineText(80),
    summary: optionalText(200),
    contact_email: emailField(),
    venue: singleLineText(80),
  })
  .refine((event) => event.venue.toLowerCase() !== 'online' || event.summary !== null, {
    path: ['summary'],
    message: MESSAGES.required,
  });
export type ExampleEventInput = z.input<typeof ExampleEventSchema>;

export const EXAMPLE_EVENT_STEPS = [
  { slug: 'basics', labelKey: 'exampleEvent.steps.basics', fields: ['title', 'summary'] },
  { slug: 'contact', labelKey: 'exampleEvent.steps.contact', fields: ['contact_email'] },
  { slug: 'venue', labelKey: 'exampleEvent.steps.venue', fields: ['venue'] },
] as const satisfies readonly WizardStep<keyof ExampleEventInput>[];

export const BLANK_EXAMPLE_EVENT: ExampleEventInput = { title: '', summary: '', contact_email: '', venue: '' };

// A fixture's strings stay with the fixture; the app's catalogue holds only what ships.
i18n.addResourceBundle(
  'en',
  'translation',
  {
    exampleEvent: {
      steps: { basics: 'Basics', contact: 'Contact', venue: 'Venue' },
      fields: { title: 'Title', summary: 'Summary', contact_email: 'Contact e-mail', venue: 'Venue' },
      publish: 'Publish event',
    },
  },
  true,
  true,
);
