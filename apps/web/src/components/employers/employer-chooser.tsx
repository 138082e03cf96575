import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { useTranslateMessage } from '../../hooks/use-translate-message';
import { errorMessage } from '../../lib/api-client';
import { useEmployerSearch, type EmployerOption } from '../../api/employers/search-employers';
import { keepEnterInOpenList } from '../form/keep-enter-in-list';

interface EmployerChooserProps {
  /** The employer chosen, once its name is known. */
  value: EmployerOption | null;
  onChange: (employer: EmployerOption | null) => void;
  /** The caller's words: the field's label, its hint, and what shows while searching. */
  strings: { label: string; hint: string; searching: string };
  /** A refusal to show under the field (a form's error, already translated or a contract message). */
  error?: string;
  required?: boolean;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * Staff choose an employer of the site (whose credits they see, whom a job is posted for): a
 * combobox searching the site's employers as they type (arrow keys move through the matches, Enter
 * chooses, Escape closes; "No options found." when none matches).
 */
export function EmployerChooser({ value, onChange, strings, error, required, onBlur, inputRef }: EmployerChooserProps) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState(value?.name ?? '');
  // The box shows the chosen name, also when it arrives after the first render (a reload).
  const [shown, setShown] = useState(value?.name);
  if (value?.name !== shown) {
    setShown(value?.name);
    setInput(value?.name ?? '');
  }
  // The chosen name in the box is not a search: opening it lists the first employers.
  const typed = input.trim() === value?.name ? '' : input.trim();
  const term = useDebouncedValue(typed);
  const search = useEmployerSearch(term, open);
  const found = search.data ?? [];
  const options = value && !found.some((option) => option.id === value.id) ? [value, ...found] : found;

  return (
    <Autocomplete<EmployerOption, false, false, false>
      onKeyDown={keepEnterInOpenList}
      open={open}
      onOpen={() => {
        setOpen(true);
      }}
      onClose={() => {
        setOpen(false);
      }}
      value={value}
      onChange={(_event, next) => {
        onChange(next);
      }}
      inputValue={input}
      onInputChange={(_event, text) => {
        setInput(text);
      }}
      options={options}
      filterOptions={(all) => all}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.id}
      loading={search.isFetching}
      loadingText={strings.searching}
      noOptionsText={t('messages.noOptions')}
      sx={{ width: '100%', maxWidth: 440 }}
      onBlur={onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          required={required}
          label={strings.label}
          error={search.isError || Boolean(error)}
          helperText={search.isError ? translate(errorMessage(search.error)) : error ? translate(error) : strings.hint}
        />
      )}
    />
  );
}
