import type { Consultant } from '@portal/contract';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ResourceColumn } from '../../../components/list/resource-table';
import { useFormatters } from '../../../hooks/use-formatters';
import type { ConsultantSortField } from '../api/list-query';
import { ConsultantAvatar } from './consultant-avatar';
import { ConsultantStatusChip } from './consultant-status-chip';

/** The consultants table's columns; a column with `sort` sorts on the server by that field. */
export function useConsultantColumns(
  detailPath: (id: number) => string,
): ResourceColumn<Consultant, ConsultantSortField>[] {
  const { t } = useTranslation();
  const format = useFormatters();
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
            <Link component={RouterLink} to={detailPath(row.id)} tabIndex={tabIndex} sx={{ fontWeight: 600 }}>
              <bdi>{row.name}</bdi>
            </Link>
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
        cell: (row) => <ConsultantStatusChip active={row.active} />,
      },
      {
        id: 'created_at',
        header: t('consultants.fields.created_at'),
        sort: 'created_at',
        cell: (row) => format.date(row.created_at),
      },
    ],
    [t, format, detailPath],
  );
}
