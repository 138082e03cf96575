import type { Application } from '@portal/contract';
import Button from '@mui/material/Button';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onDemand, preloadOn } from '../../../components/on-demand/on-demand';
import type { BulkSelection } from '../../../components/resource/resource-list';
import type { ChangeKind } from '../api/change-applications';

// Shown only after rows are chosen and a button pressed: their code (the form kit, the tag input) loads
// when a button is pointed at or pressed, not with the list (decision 0017).
const ChangeDialog = onDemand(() => import('./change-dialog').then((m) => m.ChangeDialog));
const BulkTagDialog = onDemand(() => import('./bulk-tag-dialog').then((m) => m.BulkTagDialog));

type Open = ChangeKind | 'tag' | null;

/** The bulk bar's buttons (for those who may update applications): change status, change stage (both confirmed in the dialog) and add tags. */
export function ApplicationBulkActions({ ids, rows, clear }: BulkSelection<Application, string>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const none = ids.length === 0;
  const close = () => {
    setOpen(null);
  };
  const button = (kind: Exclude<Open, null>, label: string) => (
    <Button
      variant="outlined"
      size="small"
      disabled={none}
      {...preloadOn(kind === 'tag' ? BulkTagDialog : ChangeDialog)}
      onClick={() => {
        setOpen(kind);
      }}
    >
      {label}
    </Button>
  );
  return (
    <>
      {button('status', t('applications.bulk.status'))}
      {button('stage', t('applications.bulk.stage'))}
      {button('tag', t('applications.bulk.tag'))}
      <Suspense fallback={null}>
        {open === 'status' || open === 'stage' ? (
          <ChangeDialog kind={open} rows={rows} onClose={close} onDone={clear} />
        ) : null}
        {open === 'tag' ? <BulkTagDialog ids={ids} onClose={close} onDone={clear} /> : null}
      </Suspense>
    </>
  );
}
