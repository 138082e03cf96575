import type { SeekerDetail } from '@portal/contract';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onDemand, PopupOnDemand, preloadOn } from '../../../components/on-demand/on-demand';
import { useNotifiedAction } from '../../../hooks/use-notified-action';
import { useCan } from '../../../lib/session-context';
import { downloadSeekerArchive, useEraseSeeker } from '../api/seeker-data-rights';

// The erasure's typed confirmation loads when its button is pointed at or pressed (decision 0017).
const TypedConfirmDialog = onDemand(() =>
  import('../../../components/confirm/typed-confirm-dialog').then((m) => m.TypedConfirmDialog),
);

/**
 * A candidate's data rights (decision 0100): "Export data" downloads everything the site holds
 * about them (seekers.export); "Erase data" blanks it for good after the name is typed
 * (seekers.delete), and is gone once they are erased.
 */
export function SeekerDataRights({ seeker }: { seeker: SeekerDetail }) {
  const { t } = useTranslation();
  const can = useCan();
  const notified = useNotifiedAction();
  const erase = useEraseSeeker(seeker.uuid);
  const [exporting, setExporting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const erased = Boolean(seeker.erased_at);
  return (
    <>
      {can('export', 'seekers') ? (
        <Button
          variant="outlined"
          loading={exporting}
          onClick={() => {
            setExporting(true);
            void notified(
              () => downloadSeekerArchive(seeker.uuid, seeker.profile_id),
              t('seekers.notifications.exported'),
            ).then(() => {
              setExporting(false);
            });
          }}
        >
          {t('seekers.actions.exportData')}
        </Button>
      ) : null}
      {can('delete', 'seekers') && !erased ? (
        <>
          <Button
            variant="outlined"
            color="error"
            {...preloadOn(TypedConfirmDialog)}
            onClick={() => setConfirming(true)}
          >
            {t('seekers.actions.erase')}
          </Button>
          <PopupOnDemand open={confirming}>
            <TypedConfirmDialog
              open={confirming}
              title={t('seekers.confirm.eraseTitle')}
              description={t('seekers.confirm.erase', { name: seeker.name })}
              label={seeker.name}
              confirmLabel={t('seekers.actions.erase')}
              loading={erase.isPending}
              onClose={() => setConfirming(false)}
              onConfirm={() => {
                void notified(() => erase.mutateAsync(), t('seekers.notifications.erased')).then((done) => {
                  if (done) setConfirming(false);
                });
              }}
            />
          </PopupOnDemand>
        </>
      ) : null}
    </>
  );
}
