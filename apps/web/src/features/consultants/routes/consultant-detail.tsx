import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useLocale } from '../../../lib/locale-context';
import { ConsultantDetailView } from '../components/consultant-detail-view';
import { consultantIdOf, ConsultantLoader } from '../components/consultant-loader';
import { useConsultantPaths } from '../hooks/use-consultant-paths';

/** /:account/:site/consultants/:id (read consultants). */
export function ConsultantDetailRoute() {
  const { t } = useTranslation();
  const { direction } = useLocale();
  const paths = useConsultantPaths();
  const id = consultantIdOf(useParams().id);
  return (
    <Stack spacing={2}>
      <div>
        <Button
          component={RouterLink}
          to={paths.list}
          size="small"
          color="inherit"
          startIcon={<ArrowBackIcon sx={{ transform: direction === 'rtl' ? 'scaleX(-1)' : undefined }} />}
        >
          {t('consultants.actions.backToList')}
        </Button>
      </div>
      <ConsultantLoader id={id} backTo={paths.list}>
        {(consultant) => (
          <ConsultantDetailView consultant={consultant} editPath={paths.edit(consultant.id)} listPath={paths.list} />
        )}
      </ConsultantLoader>
    </Stack>
  );
}
