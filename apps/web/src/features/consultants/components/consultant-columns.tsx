import type { Consultant } from '@portal/contract';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CellBadge, CellLink } from '../../../components/list/cells';
import type { ResourceColumn } from '../../../components/list/resource-table';
import { useActivationStatus } from '../../../components/resource/activation-status';
import { useFormatters } from '../../../hooks/use-formatters';
import type { SortFieldOf } from '../../../lib/list-state';
import type { consultantResource } from '../api/consultant-resource';
import { ConsultantAvatar } from './consultant-avatar';

/** The consultants table's columns; a column with `sort` sorts on the server by that field. */
export function useConsultantColumns(
  detailPath: (id: number) => string,
): ResourceColumn<Consultant, SortFieldOf<typeof consultantResource.list>>[] {
  const { t } = useTranslation();
  const format = useFormatters();
  const status = useActivationStatus('consultants.status');
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('consultants.fields.name'),
        sort: 'name',
        minWidth: 200,
        cell: (row, { tabIndex }) => (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <ConsultantAvatar consultant={row} />
            <CellLink to={detailPath(row.id)} tabIndex={tabIndex}>
              <bdi>{row.name}</bdi>
            </CellLink>
          </Stack>
        ),
      },
      { id: 'job_title', header: t('consultants.fields.job_title'), cell: (row) => <bdi>{row.job_title}</bdi> },
      { id: 'email', header: t('consultants.fields.email'), cell: (row) => <bdi dir="ltr">{row.email}</bdi> },
      {
        id: 'phone',
        header: t('consultants.fields.phone'),
        cell: (row) => (row.phone ? <bdi dir="ltr">{row.phone}</bdi> : null),
      },
      {
        id: 'active',
        header: t('consultants.fields.active'),
        cell: (row) => {
          const { label, tone } = status(row.active);
          return <CellBadge tone={tone}>{label}</CellBadge>;
        },
      },
      {
        id: 'created_at',
        header: t('consultants.fields.created_at'),
        sort: 'created_at',
        cell: (row) => format.date(row.created_at),
      },
    ],
    [t, format, status, detailPath],
  );
}
