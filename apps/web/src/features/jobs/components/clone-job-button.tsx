import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { onDemand, PopupOnDemand } from '../../../components/on-demand/on-demand';
import { notify } from '../../../lib/notifications';
import { useCan } from '../../../lib/session-context';

// The dialog (and the products it lists) loads when the button is pressed, not with the detail.
const CloneJobDialog = onDemand(() => import('./clone-job-dialog').then((m) => m.CloneJobDialog));

/** Clone (right `jobs.create`, any status): asks for the product, then opens the new draft's edit. */
export function CloneJobButton({ uuid, title, edit }: { uuid: string; title: string; edit: (uuid: string) => string }) {
  const { t } = useTranslation();
  const can = useCan();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  if (!can('create', 'jobs')) return null;
  return (
    <>
      <Button
        variant="outlined"
        onClick={() => {
          setOpen(true);
        }}
      >
        {t('jobs.actions.clone')}
      </Button>
      <PopupOnDemand open={open}>
        <CloneJobDialog
          open={open}
          uuid={uuid}
          title={title}
          onClose={() => {
            setOpen(false);
          }}
          onCloned={(copy) => {
            notify({ type: 'success', message: t('jobs.notifications.cloned', { name: title }) });
            void navigate(edit(copy));
          }}
        />
      </PopupOnDemand>
    </>
  );
}
