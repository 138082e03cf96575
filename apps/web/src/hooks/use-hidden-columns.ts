import { useCallback, useState } from 'react';
import { readJson, writeJson } from '../lib/storage';

const storageKey = (list: string) => `portal-columns:${list}`;

function read(list: string, known: readonly string[]): string[] {
  const stored = readJson(storageKey(list));
  return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string' && known.includes(id)) : [];
}

/**
 * The columns a user hid in one list, kept in this browser (a preference, not a link to share:
 * the URL keeps paging, sorting and filters). Unknown ids from an older version are dropped.
 */
export function useHiddenColumns(list: string, columns: readonly { id: string }[]) {
  const ids = columns.map((column) => column.id);
  const [hidden, setHidden] = useState<string[]>(() => read(list, ids));
  const change = useCallback(
    (next: string[]) => {
      setHidden(next);
      writeJson(storageKey(list), next);
    },
    [list],
  );
  return [hidden, change] as const;
}
