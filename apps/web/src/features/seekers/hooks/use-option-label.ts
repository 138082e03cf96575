import type { FieldOptionList } from '@portal/contract';
import { useFieldOptions } from '../../../lib/field-options';

/** A stored option value as the site's list names it (its own value when the list no longer has it). */
export function useOptionLabel() {
  const options = useFieldOptions().data;
  return (list: FieldOptionList, value: string | null) =>
    value === null ? null : (options?.[list]?.find((option) => option.value === value)?.label ?? value);
}
