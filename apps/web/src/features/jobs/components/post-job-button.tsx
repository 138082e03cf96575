import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan, useSession } from '../../../lib/session-context';

/**
 * The navbar's post-job button (spec §2): opens the posting wizard of the selected site, for
 * whoever may create jobs there. The wizard's code loads when the page opens, not with the navbar.
 * `compact` (a phone's bar): a plus named "Post a job".
 */
export function PostJobButton({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const can = useCan();
  const { selection } = useSession();
  const account = selection?.account?.name;
  const site = selection?.site?.name;
  if (!account || !site || !can('create', 'jobs')) return null;
  return (
    <Button
      component={RouterLink}
      to={`/${encodeURIComponent(account)}/${encodeURIComponent(site)}/jobs/create`}
      variant="contained"
      size="small"
      aria-label={compact ? t('nav.postJob') : undefined}
      sx={compact ? { minWidth: 0, px: 1, flexShrink: 0 } : { whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      {compact ? <AddIcon fontSize="small" /> : t('nav.postJob')}
    </Button>
  );
}
