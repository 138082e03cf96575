import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type RefObject,
} from 'react';
import type { DefaultValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { useContractForm, type ContractForm } from '../../hooks/use-contract-form';
import { applyFieldErrors, errorMessage, isApiError } from '../../lib/api-client';
import { useStepParam, type DraftAddress } from './use-step-param';
import { useWizardDraft, type DraftLoad, type WizardDraft } from './use-wizard-draft';
import {
  checkSteps,
  firstInvalidStep,
  stepIndex,
  stepOfFields,
  stepSchema,
  type FieldOf,
  type WizardStep,
} from './wizard-steps';

export interface ContractWizardOptions<S extends z.ZodObject, Slug extends string, Result> {
  /** The steps in order; every field of the schema belongs to exactly one. */
  steps: readonly WizardStep<FieldOf<S>, Slug>[];
  /** The blank form; a draft's values are laid over it. */
  defaultValues: z.input<S>;
  /** The draft kept so far, or null when there is none. */
  loadDraft: () => Promise<WizardDraft<z.input<S>> | null>;
  /**
   * Keeps the values typed so far and the step to resume at (Next and Save draft call it). A save
   * that creates the draft answers its new address (`DraftSaved`), and the wizard moves there with the step.
   */
  saveDraft: (values: z.input<S>, step: Slug) => Promise<unknown>;
  /** The final submit, with the whole schema's parsed values. A 422 goes back to the step of its first field. */
  submit: (values: z.output<S>) => Promise<Result>;
  /** After a successful submit (e.g. go to the new record); the unsaved-changes guard no longer holds. */
  onSubmitted?: (result: Result) => void;
}

/** What a draft's save may answer: where the draft now lives, when this save created it. */
export interface DraftSaved {
  address?: DraftAddress;
}

export interface ContractWizard<S extends z.ZodObject, Slug extends string> {
  form: ContractForm<S>;
  steps: readonly WizardStep<FieldOf<S>, Slug>[];
  load: DraftLoad<z.input<S>>;
  index: number;
  step: WizardStep<FieldOf<S>, Slug>;
  isLast: boolean;
  /** The step's heading: focus moves to it when the step changes. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The form's onSubmit: Next (validate the step, save the draft, move on), or on the last step the final submit. */
  onSubmit: (event?: FormEvent) => void;
  back: () => void;
  /** Goes back to an earlier step (later ones are reached by Next only). */
  goTo: (index: number) => void;
  /** Saves the draft where it stands, without validating; resolves to whether it was saved. */
  saveDraft: () => Promise<boolean>;
  /** Next or Save draft is waiting for the draft to be saved. */
  pending: 'next' | 'draft' | null;
  /** There are changes no draft or submit has kept. */
  unsaved: boolean;
  /** Set once submitted, so the navigation that follows is not held by the guard. */
  submitted: RefObject<boolean>;
}

/**
 * A multi-step form on one contract schema (decision 0032): each step validates its own slice, Next
 * saves a draft, a visit resumes at the draft's step, the step lives in `?step=`, and the final
 * submit validates the whole schema.
 */
export function useContractWizard<S extends z.ZodObject, Slug extends string, Result = unknown>(
  schema: S,
  { steps, defaultValues, loadDraft, saveDraft, submit, onSubmitted }: ContractWizardOptions<S, Slug, Result>,
): ContractWizard<S, Slug> {
  useMemo(() => checkSteps(schema, steps), [schema, steps]);
  const shown = useRef(0);
  const form = useContractForm<S>(schema, {
    defaultValues: defaultValues as DefaultValues<z.input<S>>,
    validateWith: () =>
      shown.current === steps.length - 1 ? schema : stepSchema(schema, stepAt(steps, shown.current).fields),
  });
  const { reset, getValues, getFieldState, setFocus, setError, setAlert } = form;
  const applyDraft = useCallback(
    (draft: WizardDraft<z.input<S>> | null) => reset({ ...defaultValues, ...draft?.values }),
    [reset, defaultValues],
  );
  const load = useWizardDraft(loadDraft, applyDraft);
  const [param, go] = useStepParam();
  const [pending, setPending] = useState<'next' | 'draft' | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const submitted = useRef(false);
  const ready = load.status === 'ready';
  const resumeAt = ready ? load.draft?.step : undefined;
  const requested = stepIndex(steps, param) ?? stepIndex(steps, resumeAt) ?? 0;
  // No step is shown past the first one whose slice is invalid (a deep link, a stale draft, the browser's forward).
  const index = useMemo(
    () => (ready ? firstInvalidStep(schema, steps, getValues(), requested) : 0),
    [ready, schema, steps, getValues, requested],
  );
  const step = stepAt(steps, index);

  useLayoutEffect(() => {
    shown.current = index;
  }, [index]);

  useEffect(() => {
    if (ready && param !== step.slug) go(step.slug, { replace: true });
  }, [ready, param, step.slug, go]);

  // On a change of step, focus its first field the server or the schema refused, else its heading.
  const focused = useRef<number | null>(null);
  useEffect(() => {
    if (!ready) return;
    const previous = focused.current;
    focused.current = index;
    if (previous === null || previous === index) return;
    const refused = stepAt(steps, index).fields.find((field) => getFieldState(field as Path<z.input<S>>).error);
    if (refused) setFocus(refused as Path<z.input<S>>);
    else headingRef.current?.focus();
  }, [ready, index, steps, getFieldState, setFocus]);

  /** Saves the draft; resolves to false when refused, else to the draft's new address if it has one. */
  const persist = async (slug: Slug): Promise<false | { address?: DraftAddress }> => {
    const values = getValues();
    let saved: unknown;
    try {
      saved = await saveDraft(values, slug);
    } catch (error) {
      const fields = Object.keys(schema.shape) as Path<z.input<S>>[];
      if (!applyFieldErrors(error, setError, fields)) setAlert(errorMessage(error));
      return false;
    }
    setAlert(null);
    reset(values); // what the draft holds is saved: nothing left for the guard to hold
    return { address: addressOf(saved) };
  };

  const next = async () => {
    let valid = false;
    await form.handleSubmit(() => {
      valid = true;
    })();
    const target = steps[index + 1];
    if (!valid || !target) return;
    setPending('next');
    const saved = await persist(target.slug);
    setPending(null);
    if (saved) go(target.slug, { address: saved.address });
  };

  const finish = (event?: FormEvent) => {
    form.submit(
      async (values) => {
        let result: Result;
        try {
          result = await submit(values);
        } catch (error) {
          if (isApiError(error) && error.status === 422) goToFirstRefused(Object.keys(error.errors));
          throw error;
        }
        submitted.current = true;
        onSubmitted?.(result);
      },
      (errors) => {
        goToFirstRefused(Object.keys(errors));
      },
    )(event);
  };

  function goToFirstRefused(fields: readonly string[]) {
    const refused = stepOfFields(steps, fields);
    if (refused !== -1 && refused !== index) go(stepAt(steps, refused).slug);
  }

  return {
    form,
    steps,
    load,
    index,
    step,
    isLast: index === steps.length - 1,
    headingRef,
    onSubmit: (event) => {
      if (index === steps.length - 1) {
        finish(event);
        return;
      }
      event?.preventDefault();
      void next();
    },
    back: () => {
      if (index > 0) go(stepAt(steps, index - 1).slug);
    },
    goTo: (target) => {
      if (target >= 0 && target < index) go(stepAt(steps, target).slug);
    },
    saveDraft: async () => {
      setPending('draft');
      const saved = await persist(step.slug);
      setPending(null);
      if (saved && saved.address) go(step.slug, { address: saved.address, replace: true });
      return saved !== false;
    },
    pending,
    unsaved: form.formState.isDirty && pending === null && !form.formState.isSubmitting,
    submitted,
  };
}

/** The address a save answered (`DraftSaved`), if any: the wizard knows nothing else of what a save returns. */
function addressOf(saved: unknown): DraftAddress | undefined {
  if (typeof saved !== 'object' || saved === null || !('address' in saved)) return undefined;
  return (saved as DraftSaved).address;
}

function stepAt<T extends WizardStep>(steps: readonly T[], index: number): T {
  const step = steps[index] ?? steps[0];
  if (!step) throw new Error('A wizard needs at least one step.');
  return step;
}
