import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { updatePreferences, usePreferences, type Preferences } from '../../lib/preferences';

/** The stored preferences that are one choice among a few words (spec §3). */
type ChoiceKey = 'theme' | 'language' | 'appContentLayoutNav' | 'appContentWidth';

export interface PreferenceOption<K extends ChoiceKey> {
  value: NonNullable<Preferences[K]>;
  label: string;
  /** The option's own language, for a language's name. */
  lang?: string;
}

interface PreferenceRadiosProps<K extends ChoiceKey> {
  name: K;
  label: string;
  options: readonly PreferenceOption<K>[];
  /** Shown checked when the stored value is none (a language that follows the site's). */
  fallback?: NonNullable<Preferences[K]>;
}

/** One stored UI preference as a labelled radio group, saved (to local storage) as it is chosen. */
export function PreferenceRadios<K extends ChoiceKey>({ name, label, options, fallback }: PreferenceRadiosProps<K>) {
  const id = useId();
  const value = usePreferences()[name] ?? fallback ?? null;
  return (
    <FormControl>
      <FormLabel id={id}>{label}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={id}
        name={name}
        value={value}
        onChange={(_event, chosen) => {
          const option = options.find((candidate) => candidate.value === chosen);
          if (option) updatePreferences({ [name]: option.value });
        }}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio />}
            label={option.label}
            lang={option.lang}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
