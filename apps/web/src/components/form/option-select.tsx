import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../hooks/use-translate-message';
import { keepEnterInOpenList } from './keep-enter-in-list';

export interface ChoiceOption<V extends string | number> {
  value: V;
  label: string;
}

interface OptionSelectProps<V extends string | number> {
  label: string;
  value: V | null;
  onChange: (value: V | null) => void;
  options: readonly ChoiceOption<V>[];
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** The field's error (a contract message, translated here). */
  error?: string;
  hint?: string;
  loading?: boolean;
}

/**
 * A select over a list of choices (the site's option lists, a job's key contact): type to narrow,
 * arrow keys and Enter to choose, "No options found." when nothing matches (spec §8). A value no
 * longer offered (a retired option) still shows under its own value.
 */
export function OptionSelect<V extends string | number>(props: OptionSelectProps<V>) {
  const { label, value, onChange, options, onBlur, inputRef, error, hint, loading } = props;
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const selected =
    value === null ? null : (options.find((option) => option.value === value) ?? { value, label: String(value) });
  return (
    <Autocomplete<ChoiceOption<V>, false, false, false>
      value={selected}
      onChange={(_event, next) => {
        onChange(next?.value ?? null);
      }}
      onBlur={onBlur}
      onKeyDown={keepEnterInOpenList}
      options={options}
      isOptionEqualToValue={(option, chosen) => option.value === chosen.value}
      getOptionLabel={(option) => option.label}
      getOptionKey={(option) => String(option.value)}
      loading={loading}
      loadingText={t('common.loading')}
      noOptionsText={t('messages.noOptions')}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          label={label}
          error={Boolean(error)}
          helperText={error ? translate(error) : hint}
        />
      )}
    />
  );
}
