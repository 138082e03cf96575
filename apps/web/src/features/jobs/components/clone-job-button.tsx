import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { onDemand, PopupOnDemand } from '../../../components/on-demand/on-demand';
import { useDialogOnDemand } from '../../../components/on-demand/popup-trigger';
import { notify } from '../../../lib/notifications';
import { useCan } from '../../../lib/session-context';

// The dialog (and the products it lists) loads when the button is pointed at or pressed, not with the detail.
const CloneJobDialog = onDemand(() => import('./clone-job-dialog').then((m) => m.CloneJobDialog));

/** Clone (right `jobs.create`, any status): asks for the product, then opens the new draft's edit. */
export function CloneJobButton({ uuid, title, edit }: { uuid: string; title: string; edit: (uuid: string) => string }) {
  const { t } = useTranslation();
  const can = useCan();
  const navigate = useNavigate();
  const dialog = useDialogOnDemand(CloneJobDialog);
  if (!can('create', 'jobs')) return null;
  return (
    <>
      <Button {...dialog.trigger} variant="outlined">
        {t('jobs.actions.clone')}
      </Button>
      <PopupOnDemand open={dialog.open}>
        <CloneJobDialog
          {...dialog.dialog}
          uuid={uuid}
          title={title}
          onCloned={(copy) => {
            notify({ type: 'success', message: t('jobs.notifications.cloned', { name: title }) });
            void navigate(edit(copy));
          }}
        />
      </PopupOnDemand>
    </>
  );
}
