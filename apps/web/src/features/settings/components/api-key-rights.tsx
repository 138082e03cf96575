import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { splitApiKeyEntry } from '@portal/contract';
import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../hooks/use-translate-message';

/** A right `subject.action` in words: "Jobs: read". */
export function useRightLabel(): (entry: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (entry: string) => {
      const { subject, action } = splitApiKeyEntry(entry);
      return t('settings.api.rights.entry', {
        subject: t(`settings.api.rights.subjects.${subject}`),
        action: t(`settings.api.rights.actions.${action}`),
      });
    },
    [t],
  );
}

/** The rights a key may be given, grouped by subject: only those the user holds on the site are offered. */
export function ApiKeyRightsField({
  offered,
  value,
  onChange,
  error,
}: {
  offered: readonly string[];
  value: readonly string[];
  onChange: (rights: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const id = useId();
  const groups = new Map<string, string[]>();
  for (const entry of offered) {
    const { subject } = splitApiKeyEntry(entry);
    groups.set(subject, [...(groups.get(subject) ?? []), entry]);
  }
  const toggle = (entry: string, on: boolean) => {
    onChange(on ? [...value, entry] : value.filter((held) => held !== entry));
  };
  return (
    <FormControl component="fieldset" error={Boolean(error)} required>
      <FormLabel component="legend" id={id}>
        {t('settings.api.keys.rights')}
      </FormLabel>
      <Typography variant="body2" color="text.secondary">
        {t('settings.api.keys.rightsHint')}
      </Typography>
      <Stack spacing={1} sx={{ mt: 1 }}>
        {[...groups].map(([subject, entries]) => (
          <div key={subject} role="group" aria-label={t(`settings.api.rights.subjects.${subject}`)}>
            <Typography variant="subtitle2">{t(`settings.api.rights.subjects.${subject}`)}</Typography>
            <FormGroup row>
              {entries.map((entry) => (
                <FormControlLabel
                  key={entry}
                  control={
                    <Checkbox
                      checked={value.includes(entry)}
                      onChange={(event) => {
                        toggle(entry, event.target.checked);
                      }}
                    />
                  }
                  label={t(`settings.api.rights.actions.${splitApiKeyEntry(entry).action}`)}
                />
              ))}
            </FormGroup>
          </div>
        ))}
      </Stack>
      {error ? <FormHelperText>{translate(error)}</FormHelperText> : null}
    </FormControl>
  );
}
