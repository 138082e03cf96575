import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** One button per placeholder of the mail; each inserts `{{name}}` where the body's cursor is. */
export function PlaceholderButtons({
  names,
  onInsert,
  disabled,
}: {
  names: readonly string[];
  onInsert: (name: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Stack spacing={1} role="group" aria-labelledby={id}>
      <div>
        <Typography id={id} variant="subtitle2">
          {t('settings.mail.placeholders')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('settings.mail.placeholdersHint')}
        </Typography>
      </div>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {names.map((name) => (
          <Button
            key={name}
            size="small"
            variant="outlined"
            disabled={disabled}
            aria-label={t('settings.mail.insert', { name })}
            onClick={() => {
              onInsert(name);
            }}
            sx={{ fontFamily: 'monospace' }}
          >
            <bdi dir="ltr">{`{{${name}}}`}</bdi>
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
