import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The wizard's step in the URL (`?step=<slug>`), so reload, deep links and the browser's back button land on it. */
export function useStepParam(): [string | null, (slug: string, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const go = useCallback(
    (slug: string, { replace = false } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('step', slug);
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );
  return [params.get('step'), go];
}
