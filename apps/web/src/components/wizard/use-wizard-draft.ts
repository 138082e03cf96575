import { useEffect, useRef, useState } from 'react';

/** What a wizard keeps between visits: the values typed so far and the step to resume at. */
export interface WizardDraft<Values> {
  values: Partial<Values>;
  step: string;
}

export type DraftLoad<Values> =
  | { status: 'loading' }
  | { status: 'ready'; draft: WizardDraft<Values> | null }
  | { status: 'failed'; error: unknown; retry: () => void };

/**
 * Loads the wizard's draft once (again on retry); `null` from `loadDraft` means there is none yet.
 * `apply` receives it before the wizard shows, so the form never renders with the blank values first.
 */
export function useWizardDraft<Values>(
  loadDraft: () => Promise<WizardDraft<Values> | null>,
  apply: (draft: WizardDraft<Values> | null) => void,
): DraftLoad<Values> {
  // Both are read when an attempt starts, so inline functions do not reload on every render.
  const load = useRef(loadDraft);
  const applyDraft = useRef(apply);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<DraftLoad<Values>>({ status: 'loading' });
  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };

  useEffect(() => {
    load.current = loadDraft;
    applyDraft.current = apply;
  }, [loadDraft, apply]);

  useEffect(() => {
    let current = true;
    load.current().then(
      (draft) => {
        if (!current) return;
        applyDraft.current(draft);
        setState({ status: 'ready', draft });
      },
      (error: unknown) => {
        if (current) setState({ status: 'failed', error, retry });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  return state;
}
