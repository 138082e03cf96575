import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../components/feedback/page-spinner';
import { useTranslateMessage } from '../../../hooks/use-translate-message';
import { errorMessage } from '../../../lib/api-client';
import type { FilterKey } from '../api/list-query';
import { useEmployers } from '../api/get-employers';
import type { EmployerListKind } from '../api/keys';
import { useEmployerListParams } from '../hooks/use-employer-list-params';
import { EmployerListFilters } from './employer-list-filters';

// The data grid is the heaviest part of these pages: it loads in its own chunk, beside the page's.
const EmployerGrid = lazy(() => import('./employer-grid').then((m) => ({ default: m.EmployerGrid })));

export interface BulkActionProps {
  ids: number[];
  /** Empties the selection (after an action succeeded). */
  clear: () => void;
}

interface EmployerListProps {
  kind: EmployerListKind;
  label: string;
  detailPath: (id: number) => string;
  filters?: readonly FilterKey[];
  /** Buttons acting on the selected rows; without it the grid has no checkboxes. */
  bulkActions?: (props: BulkActionProps) => ReactNode;
}

/** Filters, the server-paged grid and the bulk actions, shared by the list and the on-hold queue. */
export function EmployerList({ kind, label, detailPath, filters, bulkActions }: EmployerListProps) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const { state, query, queryKey, change } = useEmployerListParams({ fixedStatus: kind === 'on-hold' });
  const employers = useEmployers(kind, query);
  // The selection belongs to the rows on screen: another page, sort or filter starts afresh.
  const [selected, setSelected] = useState<{ key: string; ids: number[] }>({ key: queryKey, ids: [] });
  const ids = selected.key === queryKey ? selected.ids : [];
  const clear = () => { setSelected({ key: queryKey, ids: [] }); };

  const lastPage = employers.data?.meta.last_page;
  useEffect(() => {
    // A page past the end (e.g. after rows left the filter) goes to the last one.
    if (lastPage !== undefined && lastPage >= 1 && state.page > lastPage) change({ page: lastPage });
  }, [lastPage, state.page, change]);

  return (
    <Stack spacing={2}>
      <EmployerListFilters state={state} onChange={change} filters={filters} />
      {bulkActions ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', minHeight: 40 }}>
          <Typography variant="body2" color="text.secondary" role="status" sx={{ minWidth: 96 }}>
            {t('employers.list.selected', { count: ids.length })}
          </Typography>
          {bulkActions({ ids, clear })}
        </Stack>
      ) : null}
      {employers.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void employers.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('employers.list.loadError')} {translate(errorMessage(employers.error))}
        </Alert>
      ) : null}
      {employers.isError && !employers.data ? null : (
        <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 240, width: '100%' }}>
          <Suspense fallback={<PageSpinner fullScreen={false} />}>
            <EmployerGrid
              label={label}
              rows={employers.data?.data ?? []}
              rowCount={employers.data?.meta.total ?? 0}
              loading={employers.isFetching}
              state={state}
              onChange={change}
              detailPath={detailPath}
              selection={bulkActions ? { ids, onChange: (next) => { setSelected({ key: queryKey, ids: next }); } } : undefined}
            />
          </Suspense>
        </Box>
      )}
    </Stack>
  );
}
