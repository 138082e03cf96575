import { useState } from 'react';
import type { RowKey } from '../lib/resource/define-resource';

export interface ListSelection<K extends RowKey = number> {
  ids: K[];
  onChange: (ids: K[]) => void;
  /** Empties the selection (after an action succeeded). */
  clear: () => void;
}

/** The selected rows of a list; another page, sort or filter (another `queryKey`) starts afresh. */
export function useListSelection<K extends RowKey = number>(queryKey: string): ListSelection<K> {
  const [selected, setSelected] = useState<{ key: string; ids: K[] }>({ key: queryKey, ids: [] });
  const ids = selected.key === queryKey ? selected.ids : [];
  return {
    ids,
    onChange: (next) => {
      setSelected({ key: queryKey, ids: next });
    },
    clear: () => {
      setSelected({ key: queryKey, ids: [] });
    },
  };
}
