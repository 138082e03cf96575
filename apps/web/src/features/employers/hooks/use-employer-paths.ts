import { useMemo } from 'react';
import { useParams } from 'react-router';

export interface EmployerPaths {
  list: string;
  hold: string;
  create: string;
  detail: (id: number) => string;
  edit: (id: number) => string;
  own: string;
  ownEdit: string;
  ownUsers: string;
}

/** Absolute paths of the employer pages under the current /:account/:site. */
export function useEmployerPaths(): EmployerPaths {
  const { account = '', site = '' } = useParams();
  return useMemo(() => {
    const base = `/${encodeURIComponent(account)}/${encodeURIComponent(site)}`;
    return {
      list: `${base}/employers`,
      hold: `${base}/employers/hold`,
      create: `${base}/employers/create`,
      detail: (id) => `${base}/employers/${id}`,
      edit: (id) => `${base}/employers/${id}/edit`,
      own: `${base}/employer`,
      ownEdit: `${base}/employer/edit`,
      ownUsers: `${base}/employer/users`,
    };
  }, [account, site]);
}
