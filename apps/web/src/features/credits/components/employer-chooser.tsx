import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useTranslateMessage } from '../../../hooks/use-translate-message';
import { errorMessage } from '../../../lib/api-client';
import { useEmployerSearch, type EmployerOption } from '../../../api/employers/search-employers';

interface EmployerChooserProps {
  /** The employer in scope, once its name is known. */
  value: EmployerOption | null;
  onChange: (employer: EmployerOption | null) => void;
}

/**
 * Staff choose whose credits they see: a combobox searching the site's employers as they type
 * (arrow keys move through the matches, Enter chooses, Escape closes).
 */
export function EmployerChooser({ value, onChange }: EmployerChooserProps) {
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
      loadingText={t('credits.employer.searching')}
      noOptionsText={t('messages.noOptions')}
      sx={{ width: '100%', maxWidth: 440 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('credits.employer.label')}
          error={search.isError}
          helperText={search.isError ? translate(errorMessage(search.error)) : t('credits.employer.hint')}
        />
      )}
    />
  );
}
