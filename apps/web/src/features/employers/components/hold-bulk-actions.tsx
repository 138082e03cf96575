import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/session-context';
import { useRunTransition } from '../hooks/use-run-transition';
import type { BulkActionProps } from './employer-list';
import { RejectDialog } from './reject-dialog';

/** Approve or reject the selected registrations (needs `approve employers`; rejecting asks a reason). */
export function HoldBulkActions({ ids, clear }: BulkActionProps) {
  const { t } = useTranslation();
  const can = useCan();
  const { run, pending } = useRunTransition();
  const [rejecting, setRejecting] = useState(false);
  if (!can('approve', 'employers')) return null;
  const none = ids.length === 0;

  const approve = async () => {
    if (await run({ transition: 'approve', ids })) clear();
  };
  const reject = async (reason: string) => {
    if (await run({ transition: 'reject', ids, reason })) {
      clear();
      setRejecting(false);
    }
  };

  return (
    <>
      <Button variant="contained" color="success" disabled={none} loading={pending === 'approve'} onClick={() => void approve()}>
        {t('employers.actions.approve')}
      </Button>
      <Button variant="outlined" color="error" disabled={none} onClick={() => { setRejecting(true); }}>
        {t('employers.actions.reject')}
      </Button>
      <RejectDialog
        open={rejecting}
        subject={t('employers.reject.selected', { count: ids.length })}
        loading={pending === 'reject'}
        onConfirm={(reason) => void reject(reason)}
        onClose={() => { setRejecting(false); }}
      />
    </>
  );
}
