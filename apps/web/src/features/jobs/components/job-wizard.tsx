import { CreateJobSchema, JOB_EDIT_RULES, type JobDetail, type JobEditFinish } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { EmployerOption } from '../../../api/employers/search-employers';
import { useContractWizard } from '../../../components/wizard/use-contract-wizard';
import { Wizard } from '../../../components/wizard/wizard';
import { ApiError, isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';
import { pageNavigation } from '../../../lib/page-navigation';
import { useSession } from '../../../lib/session-context';
import { jobsApi } from '../api/job-resource';
import { publishJob, resubmitJob } from '../api/job-moves';
import { useKeyContacts } from '../api/key-contacts';
import { useActsAsStaff } from '../hooks/use-acts-as-staff';
import { JOB_PARAM, useJobPaths } from '../hooks/use-job-paths';
import { useStaffFields } from '../hooks/use-staff-fields';
import { AdditionalDetailsStep } from './additional-details-step';
import { ApplicationPreferencesStep } from './application-preferences-step';
import { BasicDetailsStep } from './basic-details-step';
import { OverviewStep } from './overview-step';
import { ScreeningQuestionsStep } from './screening-questions-step';
import { useStepRefs } from './step-refs';
import { PaymentStep, type PaymentChoice } from './payment-step';
import { StepIssues, stepIssuesOf, type StepIssue } from './step-issues';
import {
  BLANK_JOB,
  createFields,
  draftBody,
  editFields,
  jobStepsFor,
  lockedFields,
  staffJobSchema,
  updateFields,
  valuesOfJob,
  type JobStepSlug,
  type JobWizardValues,
} from './job-steps';

/** What the wizard says once done, by how it finished (a publish: by the job's new status). */
const DONE: Record<Exclude<JobEditFinish, 'publish'>, string> = {
  save: 'jobs.notifications.changesSaved',
  resubmit: 'jobs.notifications.resubmitted',
};

/** How the final submit ended: the job, its status now, and a provider's checkout when paying directly. */
interface JobDone {
  uuid: string;
  status: JobDetail['status'];
  checkout_url?: string | null;
  finish: JobEditFinish;
}

/** The router state of the entries a new job's first save moves to: the draft this wizard created. */
export interface JobCreated {
  created: string;
}

interface JobWizardProps {
  /** The job being continued or corrected; null for a new job (its first save creates the draft). */
  job: JobDetail | null;
}

/**
 * The job posting wizard (decisions 0032, 0039): the spec's six steps over `CreateJobSchema`, a
 * draft created by the first save (POST) and updated by every later one (PATCH), the step in the URL.
 * A job past draft opens with the steps its status may still change (`JOB_EDIT_RULES`, decision
 * 0065), the rest read-only; it is saved once, at the end, then resubmitted where it was rejected.
 * The wizard owns what follows its last step: the message and the job's page, or the provider's checkout.
 */
export function JobWizard({ job }: JobWizardProps) {
  // Once done the wizard is on its way to the job: a refetched job whose status just changed must
  // not mount a new form, whose URL sync would bring the page back here.
  const [leaving, setLeaving] = useState(false);
  if (leaving) return null;
  return <JobWizardForm key={job?.status ?? 'draft'} job={job} onLeaving={() => setLeaving(true)} />;
}

function JobWizardForm({ job, onLeaving }: JobWizardProps & { onLeaving: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = useJobPaths();
  const staff = useActsAsStaff('create');
  const queryClient = useQueryClient();
  const { selection } = useSession();
  const uuid = useRef<string | null>(job?.uuid ?? null);
  const rights = useStaffFields();
  const [refs, setRefs] = useStepRefs(job);
  // Whether the draft exists: until then staff choose its employer, afterwards it is fixed.
  const [exists, setExists] = useState(job !== null);
  const [employer, setEmployer] = useState<EmployerOption | null>(
    job ? { id: job.employer.id, name: job.employer.name } : staff ? null : (selection?.employer ?? null),
  );
  // Staff must name the employer (the API's own rule, checked here before anything is sent).
  const schema = (staff && !job ? staffJobSchema : CreateJobSchema) as typeof CreateJobSchema;
  const defaultValues = useMemo(() => (job ? valuesOfJob(job) : BLANK_JOB), [job]);
  const mayWaive = useActsAsStaff('approve');
  const status = job?.status ?? 'draft';
  const finish = JOB_EDIT_RULES[status].finish ?? 'save';
  const steps = useMemo(() => jobStepsFor(status), [status]);
  const [issues, setIssues] = useState<StepIssue[]>([]);
  // A clone's draft comes with the product chosen when cloning (decision 0065).
  const [payment, setPayment] = useState<PaymentChoice>({ product: job?.product?.uuid ?? null, payWith: 'credit' });
  const [refusal, setRefusal] = useState<{ credits: boolean; product: string | null }>({
    credits: false,
    product: null,
  });

  const save = async (values: JobWizardValues) => {
    const key = uuid.current ?? undefined;
    const fields = !key
      ? createFields(staff && !job, rights)
      : status === 'draft'
        ? updateFields(rights)
        : editFields(status, rights);
    const body = draftBody(values, fields);
    const saved = (await jobsApi.save({ key, body })) as JobDetail;
    queryClient.setQueryData(jobsApi.keys.detail(saved.uuid), saved);
    void queryClient.invalidateQueries({ queryKey: jobsApi.keys.lists });
    return saved;
  };

  /** A refusal of the final submit: every refused field at once, each with its step. */
  const refused = (error: unknown) => {
    setIssues(isApiError(error) && error.status === 422 ? stepIssuesOf(error.errors) : []);
  };

  const wizard = useContractWizard(schema, {
    steps,
    defaultValues,
    loadDraft: () => Promise.resolve(job ? { values: valuesOfJob(job), step: '' } : null),
    saveDraft: async (values) => {
      // Past draft, nothing is saved between steps: the advert changes once, with the last step.
      if (status !== 'draft') return undefined;
      const created = uuid.current === null;
      const saved = await save(values);
      uuid.current = saved.uuid;
      if (created) setExists(true);
      if (!created) return undefined;
      // The draft's address, marked as this wizard's move so the page keeps it rather than loading the draft.
      const state: JobCreated = { created: saved.uuid };
      return { address: { pathname: paths.editPathname, params: { [JOB_PARAM]: saved.uuid }, state } };
    },
    // The final submit saves the draft, then publishes it as the Payment step chose (decision 0043).
    submit: async (values): Promise<JobDone> => {
      if (finish !== 'publish') {
        try {
          const saved = await save(values);
          const done = finish === 'resubmit' ? await resubmitJob(saved.uuid) : saved;
          if (finish === 'resubmit') queryClient.setQueryData(jobsApi.keys.detail(done.uuid), done);
          void queryClient.invalidateQueries({ queryKey: ['jobs'] });
          return { uuid: done.uuid, status: done.status, finish };
        } catch (error) {
          refused(error);
          throw error;
        }
      }
      if (!payment.product) {
        setRefusal({ credits: false, product: t('jobs.publish.chooseProduct') });
        throw new ApiError(422, t('jobs.publish.chooseProduct'));
      }
      const saved = await save(values);
      try {
        const published = await publishJob(saved.uuid, { product: payment.product, pay_with: payment.payWith });
        void queryClient.invalidateQueries({ queryKey: ['jobs'] });
        void queryClient.invalidateQueries({ queryKey: ['credits'] });
        setIssues([]);
        return { uuid: saved.uuid, status: published.status, checkout_url: published.checkout_url, finish };
      } catch (error) {
        // 409: not enough credits (the Payment step links to buy them); a 422 takes the wizard back to
        // the first step at fault and lists every refused field with its step; the product's stays here too.
        const refusal = isApiError(error) ? error : null;
        setRefusal({ credits: refusal?.status === 409, product: refusal?.errors.product?.[0] ?? null });
        refused(error);
        throw error;
      }
    },
    onSubmitted: (done) => {
      onLeaving();
      // Paying directly: on to the provider's checkout, which returns to the job's page (decision 0057).
      if (done.checkout_url) {
        pageNavigation.assign(done.checkout_url);
        return;
      }
      const message =
        done.finish === 'publish'
          ? t(`jobs.publish.done.${done.status}`, t('jobs.notifications.draftKept'))
          : t(DONE[done.finish]);
      notify({ type: 'success', message });
      void navigate(paths.detail(done.uuid));
    },
  });

  const employerId = wizard.form.watch('employer_id') ?? employer?.id ?? null;
  const contacts = useKeyContacts(employerId);
  const keyContactId = wizard.form.watch('key_contact_id');
  const keyContact =
    contacts.data?.find((option) => option.value === keyContactId)?.label ??
    (job?.key_contact?.id === keyContactId ? (job?.key_contact?.name ?? null) : null);

  const panels: Record<JobStepSlug, React.ReactNode> = {
    'basic-details': (
      <BasicDetailsStep
        form={wizard.form}
        employerId={employerId}
        keyContact={job?.key_contact ?? null}
        employer={{ choose: staff && !exists, chosen: employer, onChosen: setEmployer }}
        locked={lockedFields(status)}
      />
    ),
    'additional-details': <AdditionalDetailsStep form={wizard.form} rights={rights} refs={refs} onRefs={setRefs} />,
    'application-preferences': <ApplicationPreferencesStep form={wizard.form} />,
    'screening-questions': <ScreeningQuestionsStep form={wizard.form} />,
    overview: (
      <OverviewStep
        values={wizard.form.getValues()}
        refs={refs}
        rights={rights}
        names={{ employer: employer?.name ?? null, keyContact }}
        goTo={wizard.goTo}
      />
    ),
    payment: (
      <PaymentStep
        employerId={employerId}
        mayWaive={mayWaive}
        choice={payment}
        onChoice={(choice) => {
          setPayment(choice);
          setRefusal({ credits: false, product: null });
        }}
        shortOfCredits={refusal.credits}
        productError={refusal.product}
      />
    ),
  };
  const submitLabel = {
    publish: t('jobs.publish.submit'),
    resubmit: t('jobs.wizard.resubmit'),
    save: t('jobs.wizard.saveChanges'),
  }[finish];
  return (
    <Wizard
      wizard={wizard}
      panels={panels}
      submitLabel={submitLabel}
      drafts={status === 'draft'}
      notice={<StepIssues issues={issues} />}
    />
  );
}
