import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterSelectProps {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
}

/**
 * A native select (fully keyboard and screen-reader friendly) with an "All" choice. Built from the outlined
 * field's parts rather than TextField, which would bring MUI's menu select (~15 kB) to every list page.
 */
export function FilterSelect({ label, value, options, onChange }: FilterSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  // A value the options no longer hold (e.g. from an old link) stays visible and selectable.
  const shown =
    value && !options.some((option) => option.value === value) ? [...options, { value, label: value }] : options;
  return (
    // A fixed width: a native select is as wide as its longest option, so options arriving after the
    // first paint (employers, the site's option lists) would widen it and wrap the bar, pushing the table
    // down (a layout shift of 0.25 on the jobs list). A longer choice is cut with an ellipsis when chosen.
    <FormControl size="small" sx={{ width: 200, maxWidth: '100%' }}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        input={<OutlinedInput label={label} notched />}
      >
        <option value="">{t('list.all')}</option>
        {shown.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
