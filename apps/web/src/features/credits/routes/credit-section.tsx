import { useEffect } from 'react';
import { Outlet, useSearchParams } from 'react-router';
import { setChosenEmployer } from '../../../lib/scope-store';
import { employerParam } from '../api/employer-param';

/**
 * The frame of the credit pages: the employer staff chose (`?employer=`) is in the scope store while
 * they are open, so the credit requests send it, and leaves with them. The route's loader puts it
 * there before a page renders; this follows the URL too and clears it on the way out.
 */
export function CreditSection() {
  const [params] = useSearchParams();
  const wanted = employerParam(params);
  useEffect(() => {
    setChosenEmployer(wanted);
  }, [wanted]);
  useEffect(
    () => () => {
      setChosenEmployer(null);
    },
    [],
  );
  return <Outlet />;
}
