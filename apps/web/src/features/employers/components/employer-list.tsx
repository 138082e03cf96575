import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListLoadError } from '../../../components/list/list-load-error';
import { ListToolbar } from '../../../components/list/list-toolbar';
import { ResourceTable } from '../../../components/list/resource-table';
import { useHiddenColumns } from '../../../hooks/use-hidden-columns';
import { useClampPage } from '../../../hooks/use-list-params';
import { useListSelection, type ListSelection } from '../../../hooks/use-list-selection';
import { useEmployers } from '../api/get-employers';
import type { EmployerListKind } from '../../../api/employers/keys';
import type { EmployerFilterKey } from '../api/list-query';
import { useEmployerListParams } from '../hooks/use-employer-list-params';
import { useEmployerColumns } from './employer-columns';
import { EmployerListFilters } from './employer-list-filters';

interface EmployerListProps {
  kind: EmployerListKind;
  label: string;
  detailPath: (id: number) => string;
  filters?: readonly EmployerFilterKey[];
  /** The bar acting on the selected rows; without it the table has no checkboxes. */
  bulkActions?: (selection: ListSelection) => ReactNode;
}

/** Filters, the server-paged table and the bulk actions, shared by the list and the on-hold queue. */
export function EmployerList({ kind, label, detailPath, filters, bulkActions }: EmployerListProps) {
  const { t } = useTranslation();
  const { state, query, queryKey, change } = useEmployerListParams({ onHold: kind === 'on-hold' });
  const employers = useEmployers(kind, query);
  const selection = useListSelection(queryKey);
  const columns = useEmployerColumns(detailPath);
  const [hidden, setHidden] = useHiddenColumns(`employers-${kind}`, columns);
  useClampPage(employers.data?.meta.last_page, state.page, change);

  return (
    <Stack spacing={2}>
      <ListToolbar
        filters={<EmployerListFilters state={state} onChange={change} filters={filters} />}
        columns={{ columns, hidden, onChange: setHidden }}
      />
      {bulkActions ? bulkActions(selection) : null}
      {employers.isError ? (
        <ListLoadError
          message={t('employers.list.loadError')}
          error={employers.error}
          retry={() => void employers.refetch()}
        />
      ) : null}
      {employers.isError && !employers.data ? null : (
        <ResourceTable
          label={label}
          columns={columns}
          hiddenColumns={hidden}
          rows={employers.data?.data}
          total={employers.data?.meta.total ?? 0}
          totalCapped={employers.data?.meta.total_capped ?? false}
          loading={employers.isFetching}
          page={state.page}
          perPage={state.perPage}
          sort={state.sort}
          onChange={change}
          rowHref={(row) => detailPath(row.id)}
          selection={bulkActions ? selection : undefined}
        />
      )}
    </Stack>
  );
}
