import { useState } from 'react';

export interface ListSelection {
  ids: number[];
  onChange: (ids: number[]) => void;
  /** Empties the selection (after an action succeeded). */
  clear: () => void;
}

/** The selected rows of a list; another page, sort or filter (another `queryKey`) starts afresh. */
export function useListSelection(queryKey: string): ListSelection {
  const [selected, setSelected] = useState<{ key: string; ids: number[] }>({ key: queryKey, ids: [] });
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
