import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm/confirm-dialog';
import { useCan } from '../../../lib/session-context';
import { useRunTransition } from '../hooks/use-run-transition';
import type { BulkActionProps } from './employer-list';

/** Enable or disable the selected employers (needs `update employers`; disabling asks first). */
export function EmployerBulkActions({ ids, clear }: BulkActionProps) {
  const { t } = useTranslation();
  const can = useCan();
  const { run, pending } = useRunTransition();
  const [confirming, setConfirming] = useState(false);
  if (!can('update', 'employers')) return null;
  const none = ids.length === 0;

  const enable = async () => {
    if (await run({ transition: 'enable', ids })) clear();
  };
  const disable = async () => {
    if (await run({ transition: 'disable', ids })) clear();
    setConfirming(false);
  };

  return (
    <>
      <Button variant="outlined" disabled={none} loading={pending === 'enable'} onClick={() => void enable()}>
        {t('employers.actions.enable')}
      </Button>
      <Button variant="outlined" color="error" disabled={none} onClick={() => { setConfirming(true); }}>
        {t('employers.actions.disable')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('employers.confirm.disableTitle')}
        description={t('employers.confirm.disableMany', { count: ids.length })}
        confirmLabel={t('employers.actions.disable')}
        destructive
        loading={pending === 'disable'}
        onConfirm={() => void disable()}
        onClose={() => { setConfirming(false); }}
      />
    </>
  );
}
