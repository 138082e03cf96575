import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** The form's save button, only for those who may change the settings. */
export function SaveBar({ canUpdate, saving }: { canUpdate: boolean; saving: boolean }) {
  const { t } = useTranslation();
  if (!canUpdate) return null;
  return (
    <Stack direction="row">
      <Button type="submit" variant="contained" loading={saving}>
        {t('settings.save')}
      </Button>
    </Stack>
  );
}
