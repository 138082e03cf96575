import type { Application } from '@portal/contract';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkSelection } from '../../../components/resource/resource-list';
import type { ChangeKind } from '../api/change-applications';
import { BulkTagDialog } from './bulk-tag-dialog';
import { ChangeDialog } from './change-dialog';

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
      {open === 'status' || open === 'stage' ? (
        <ChangeDialog kind={open} rows={rows} onClose={close} onDone={clear} />
      ) : null}
      {open === 'tag' ? <BulkTagDialog ids={ids} onClose={close} onDone={clear} /> : null}
    </>
  );
}
