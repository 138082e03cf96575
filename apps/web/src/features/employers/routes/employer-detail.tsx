import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useLocale } from '../../../lib/locale-context';
import { EmployerDetailView } from '../components/employer-detail-view';
import { employerIdOf, EmployerLoader } from '../components/employer-loader';
import { useEmployerPaths } from '../hooks/use-employer-paths';

/** /:account/:site/employers/:id (read employers). */
export function EmployerDetailRoute() {
  const { t } = useTranslation();
  const { direction } = useLocale();
  const paths = useEmployerPaths();
  const id = employerIdOf(useParams().id);
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
          {t('employers.actions.backToList')}
        </Button>
      </div>
      <EmployerLoader id={id} backTo={paths.list}>
        {(employer) => (
          <EmployerDetailView
            employer={employer}
            mode="staff"
            editPath={paths.edit(employer.id)}
            listPath={paths.list}
          />
        )}
      </EmployerLoader>
    </Stack>
  );
}
