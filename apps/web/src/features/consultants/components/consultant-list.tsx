import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { ListLoadError } from '../../../components/list/list-load-error';
import { ListToolbar } from '../../../components/list/list-toolbar';
import { ResourceTable } from '../../../components/list/resource-table';
import { useHiddenColumns } from '../../../hooks/use-hidden-columns';
import { useClampPage } from '../../../hooks/use-list-params';
import { useListSelection } from '../../../hooks/use-list-selection';
import { useConsultants } from '../api/get-consultants';
import { useListParams } from '../../../hooks/use-list-params';
import { consultantList } from '../api/list-query';
import { ConsultantBulkActions, useHasConsultantBulkActions } from './consultant-bulk-actions';
import { useConsultantColumns } from './consultant-columns';
import { ConsultantListFilters } from './consultant-list-filters';

/** Filters, the server-paged table and the bulk bar (for those who may change consultants). */
export function ConsultantList({ detailPath }: { detailPath: (id: number) => string }) {
  const { t } = useTranslation();
  const { state, query, queryKey, change } = useListParams(consultantList);
  const consultants = useConsultants(query);
  const selection = useListSelection(queryKey);
  const columns = useConsultantColumns(detailPath);
  const [hidden, setHidden] = useHiddenColumns('consultants', columns);
  const bulk = useHasConsultantBulkActions();
  useClampPage(consultants.data?.meta.last_page, state.page, change);

  return (
    <Stack spacing={2}>
      <ListToolbar
        filters={<ConsultantListFilters state={state} onChange={change} />}
        columns={{ columns, hidden, onChange: setHidden }}
      />
      {bulk ? <ConsultantBulkActions ids={selection.ids} clear={selection.clear} /> : null}
      {consultants.isError ? (
        <ListLoadError
          message={t('consultants.list.loadError')}
          error={consultants.error}
          retry={() => void consultants.refetch()}
        />
      ) : null}
      {consultants.isError && !consultants.data ? null : (
        <ResourceTable
          label={t('consultants.list.gridLabel')}
          columns={columns}
          hiddenColumns={hidden}
          rows={consultants.data?.data}
          total={consultants.data?.meta.total ?? 0}
          totalCapped={consultants.data?.meta.total_capped ?? false}
          loading={consultants.isFetching}
          page={state.page}
          perPage={state.perPage}
          sort={state.sort}
          onChange={change}
          rowHref={(row) => detailPath(row.id)}
          selection={bulk ? selection : undefined}
        />
      )}
    </Stack>
  );
}
