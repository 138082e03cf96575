import type { FieldOption, FieldOptionList, FieldOptions } from '@portal/contract';
import type { QueryClient } from '@tanstack/react-query';
import { FIELD_OPTIONS_KEY } from '../../../lib/field-options';
import { settingsKeys } from './keys';

/**
 * One editable list: a catalogue list (`/v1/site/field-options`, named in the body) or the
 * application stages (`/v1/site/application-stages`). The edits are the same; where they go differs.
 */
export interface OptionListTarget {
  path: string;
  /** Fields every add and reorder body carries (the catalogue's `list`). */
  body: Readonly<Record<string, string>>;
  /** Puts the server's new order of the list in the cache. */
  write: (queryClient: QueryClient, options: FieldOption[]) => void;
  /** Refreshes what shows the list after an add, a rename or a retirement. */
  refresh: (queryClient: QueryClient) => Promise<void>;
}

export function fieldOptionTarget(list: FieldOptionList): OptionListTarget {
  return {
    path: '/v1/site/field-options',
    body: { list },
    write: (queryClient, options) => {
      queryClient.setQueryData<FieldOptions>(FIELD_OPTIONS_KEY, (old) => ({ ...old, [list]: options }));
    },
    refresh: (queryClient) => queryClient.invalidateQueries({ queryKey: FIELD_OPTIONS_KEY }),
  };
}

export const applicationStageTarget: OptionListTarget = {
  path: '/v1/site/application-stages',
  body: {},
  write: (queryClient, options) => {
    queryClient.setQueryData(settingsKeys.stages, options);
  },
  refresh: (queryClient) => queryClient.invalidateQueries({ queryKey: settingsKeys.stages }),
};
