import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * A step whose fields the contract does not hold yet (decision 0039): what it will ask, so the
 * stepper and the step order are the spec's today. Each becomes a panel of fields of its own file.
 */
export function LaterStep({ asks }: { asks: string }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Typography>{asks}</Typography>
      <Box>
        <Alert severity="info">{t('jobs.wizard.comingSoon')}</Alert>
      </Box>
    </Stack>
  );
}
