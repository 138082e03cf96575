import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

interface MessagePageProps {
  title: string;
  description: string;
  /** A large code above the title (e.g. 404). */
  code?: ReactNode;
}

/** Not-found and not-authorized: one h1, a sentence and the way back home. */
export function MessagePage({ title, description, code }: MessagePageProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 6, px: 2, maxWidth: 560 }}>
      {code ? (
        <Typography component="p" variant="h2" sx={{ fontWeight: 700 }}>
          {code}
        </Typography>
      ) : null}
      <Typography component="h1" variant="h4" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography color="text.secondary">{description}</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('common.backHome')}
      </Button>
    </Stack>
  );
}
