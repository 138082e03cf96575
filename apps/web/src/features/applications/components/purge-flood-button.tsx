import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { onDemand, PopupOnDemand } from '../../../components/on-demand/on-demand';
import { useDialogOnDemand } from '../../../components/on-demand/popup-trigger';
import { useCan } from '../../../lib/session-context';

// The dialog loads when the button is pointed at or pressed, not with the list.
const PurgeFloodDialog = onDemand(() => import('./purge-flood-dialog').then((m) => m.PurgeFloodDialog));

/** "Purge a flood" on the applications list, for who may delete the site's candidates (decision 0062). */
export function PurgeFloodButton() {
  const { t } = useTranslation();
  const can = useCan();
  const dialog = useDialogOnDemand(PurgeFloodDialog);
  if (!can('delete', 'seekers')) return null;
  return (
    <>
      <Button {...dialog.trigger} variant="outlined" color="error">
        {t('applications.purge.open')}
      </Button>
      <PopupOnDemand open={dialog.open}>
        <PurgeFloodDialog {...dialog.dialog} />
      </PopupOnDemand>
    </>
  );
}
