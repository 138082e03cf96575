import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The selection count (announced as it changes) and the actions on the selected rows; fixed height, so nothing shifts. */
export function BulkActionBar({ count, children }: { count: number; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', minHeight: 40 }}>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ minWidth: 96 }}>
        {t('list.selected', { count })}
      </Typography>
      {children}
    </Stack>
  );
}
