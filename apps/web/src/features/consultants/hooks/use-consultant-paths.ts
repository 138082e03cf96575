import { useMemo } from 'react';
import { useParams } from 'react-router';

export interface ConsultantPaths {
  list: string;
  create: string;
  detail: (id: number) => string;
  edit: (id: number) => string;
}

/** Absolute paths of the consultant pages under the current /:account/:site. */
export function useConsultantPaths(): ConsultantPaths {
  const { account = '', site = '' } = useParams();
  return useMemo(() => {
    const base = `/${encodeURIComponent(account)}/${encodeURIComponent(site)}/consultants`;
    return {
      list: base,
      create: `${base}/create`,
      detail: (id) => `${base}/${id}`,
      edit: (id) => `${base}/${id}/edit`,
    };
  }, [account, site]);
}
