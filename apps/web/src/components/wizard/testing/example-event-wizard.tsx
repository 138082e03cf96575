import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { FormTextField } from '../../form/form-text-field';
import { useContractWizard, type ContractWizardOptions } from '../use-contract-wizard';
import { Wizard } from '../wizard';
import { BLANK_EXAMPLE_EVENT, EXAMPLE_EVENT_STEPS, ExampleEventSchema } from './example-event';

type Options = ContractWizardOptions<typeof ExampleEventSchema, (typeof EXAMPLE_EVENT_STEPS)[number]['slug'], unknown>;

/** The example event's wizard on a page, with a link away (for the guard) and the URL shown (for the step). */
export function ExampleEventWizard(props: Pick<Options, 'loadDraft' | 'saveDraft' | 'submit' | 'onSubmitted'>) {
  const { t } = useTranslation();
  const location = useLocation();
  const wizard = useContractWizard(ExampleEventSchema, {
    steps: EXAMPLE_EVENT_STEPS,
    defaultValues: BLANK_EXAMPLE_EVENT,
    ...props,
  });
  const { register, formState } = wizard.form;
  const field = (name: 'title' | 'summary' | 'contact_email' | 'venue') => ({
    register,
    name,
    label: t(`exampleEvent.fields.${name}`),
    error: formState.errors[name]?.message,
  });
  return (
    <main>
      <Wizard
        wizard={wizard}
        submitLabel={t('exampleEvent.publish')}
        panels={{
          basics: (
            <>
              <FormTextField {...field('title')} required />
              <FormTextField {...field('summary')} multiline />
            </>
          ),
          contact: <FormTextField {...field('contact_email')} type="email" required />,
          venue: <FormTextField {...field('venue')} required />,
        }}
      />
      <Link to="/events">All events</Link>
      <output aria-label="Address">{location.pathname + location.search}</output>
    </main>
  );
}
