import { useMemo } from 'react';
import { useParams } from 'react-router';
import type { RowKey } from './define-resource';

export interface ResourcePaths<K extends RowKey> {
  list: string;
  create: string;
  detail: (key: K) => string;
  edit: (key: K) => string;
}

/** Absolute paths of a resource's pages under the current /:account/:site (`segment`: `consultants`). */
export function useResourcePaths<K extends RowKey>(segment: string): ResourcePaths<K> {
  const { account = '', site = '' } = useParams();
  return useMemo(() => {
    const base = `/${encodeURIComponent(account)}/${encodeURIComponent(site)}/${segment}`;
    return {
      list: base,
      create: `${base}/create`,
      detail: (key) => `${base}/${encodeURIComponent(String(key))}`,
      edit: (key) => `${base}/${encodeURIComponent(String(key))}/edit`,
    };
  }, [account, site, segment]);
}
