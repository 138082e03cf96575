import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

/**
 * Where a draft lives once its first save has created it (a job's `jobs/edit?job=<uuid>`): the
 * wizard moves there, keeping the step, so a reload or a later visit resumes that draft.
 */
export interface DraftAddress {
  pathname: string;
  params: Record<string, string>;
  /** Router state the draft's entries carry, so the page it is mounted on knows the move was this wizard's. */
  state?: unknown;
}

export interface StepMove {
  replace?: boolean;
  /** The draft's new address: it replaces the page's entry (Back never returns to a blank form), then the step follows. */
  address?: DraftAddress;
}

/** The wizard's step in the URL (`?step=<slug>`), so reload, deep links and the browser's back button land on it. */
export function useStepParam(): [string | null, (slug: string, options?: StepMove) => void] {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const go = useCallback(
    (slug: string, { replace = false, address }: StepMove = {}) => {
      if (address) {
        const at = (step: string | null) => {
          const search = new URLSearchParams(address.params);
          if (step) search.set('step', step);
          return { pathname: address.pathname, search: `?${search.toString()}` };
        };
        // The page's own entry becomes the draft's address at the step it was on, then the step is pushed.
        const { state } = address;
        void Promise.resolve(navigate(at(params.get('step')), { replace: true, state })).then(() => {
          if (params.get('step') !== slug) void navigate(at(slug), { replace, state });
        });
        return;
      }
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('step', slug);
          return next;
        },
        { replace },
      );
    },
    [setParams, navigate, params],
  );
  return [params.get('step'), go];
}
