import type { Employer } from '@portal/contract';
import Link from '@mui/material/Link';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridRowSelectionModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useGridLocaleText } from '../../../components/data-grid/use-grid-locale-text';
import { useFormatters } from '../../../hooks/use-formatters';
import { PAGE_SIZES, type EmployerListState, type EmployerSort, type ListChange } from '../api/list-query';
import { useEmployerLabels } from '../hooks/use-employer-labels';
import { EmployerStatusChip } from './employer-status-chip';

interface EmployerGridProps {
  label: string;
  rows: Employer[];
  rowCount: number;
  loading: boolean;
  state: EmployerListState;
  onChange: (change: ListChange) => void;
  detailPath: (id: number) => string;
  /** Checkbox selection; omitted when the viewer has no bulk action. */
  selection?: { ids: number[]; onChange: (ids: number[]) => void };
}

function toSortModel(sort: EmployerSort | null): GridSortModel {
  if (!sort) return [];
  return sort.startsWith('-') ? [{ field: sort.slice(1), sort: 'desc' }] : [{ field: sort, sort: 'asc' }];
}

function toSort(model: GridSortModel): EmployerSort | null {
  const [first] = model;
  if (!first?.sort) return null;
  return (first.sort === 'desc' ? `-${first.field}` : first.field) as EmployerSort;
}

function useColumns(detailPath: (id: number) => string): GridColDef<Employer>[] {
  const { t } = useTranslation();
  const labels = useEmployerLabels();
  const format = useFormatters();
  return useMemo(
    () => [
      {
        field: 'business_name',
        headerName: t('employers.fields.business_name'),
        flex: 1.6,
        minWidth: 180,
        renderCell: ({ row, tabIndex }) => (
          <Link component={RouterLink} to={detailPath(row.id)} tabIndex={tabIndex} sx={{ fontWeight: 600 }}>
            <bdi>{row.business_name}</bdi>
          </Link>
        ),
      },
      { field: 'type', headerName: t('employers.fields.type'), minWidth: 110, valueFormatter: (value: string) => labels.type(value) },
      {
        field: 'contact_name',
        headerName: t('employers.fields.contact'),
        flex: 1,
        minWidth: 150,
        renderCell: ({ row }) => <bdi>{row.contact_name}</bdi>,
      },
      {
        field: 'phone',
        headerName: t('employers.fields.phone'),
        sortable: false,
        minWidth: 150,
        renderCell: ({ row }) => (row.phone ? <bdi dir="ltr">{row.phone}</bdi> : null),
      },
      { field: 'live_jobs_count', headerName: t('employers.fields.live_jobs_count'), type: 'number', minWidth: 130 },
      {
        field: 'status',
        headerName: t('employers.fields.status'),
        minWidth: 120,
        renderCell: ({ row }) => <EmployerStatusChip status={row.status} />,
      },
      {
        field: 'created_at',
        headerName: t('employers.fields.created_at'),
        minWidth: 130,
        valueFormatter: (value: string) => format.date(value),
      },
    ],
    [t, labels, format, detailPath],
  );
}

/** The employers grid: paging and sorting happen on the server; the URL holds both. */
export function EmployerGrid({ label, rows, rowCount, loading, state, onChange, detailPath, selection }: EmployerGridProps) {
  const navigate = useNavigate();
  const localeText = useGridLocaleText();
  const columns = useColumns(detailPath);
  const paginationModel = useMemo(() => ({ page: state.page - 1, pageSize: state.perPage }), [state.page, state.perPage]);
  const sortModel = useMemo(() => toSortModel(state.sort), [state.sort]);
  const selectedIds = selection?.ids;
  const rowSelectionModel = useMemo<GridRowSelectionModel>(
    () => ({ type: 'include', ids: new Set(selectedIds ?? []) }),
    [selectedIds],
  );

  const changePage = (model: GridPaginationModel) => {
    if (model.pageSize !== state.perPage) onChange({ perPage: model.pageSize });
    else if (model.page !== state.page - 1) onChange({ page: model.page + 1 });
  };

  return (
    <DataGrid
      label={label}
      rows={rows}
      columns={columns}
      rowCount={rowCount}
      loading={loading}
      localeText={localeText}
      paginationMode="server"
      sortingMode="server"
      paginationModel={paginationModel}
      onPaginationModelChange={changePage}
      pageSizeOptions={[...PAGE_SIZES]}
      sortModel={sortModel}
      onSortModelChange={(model) => { onChange({ sort: toSort(model) }); }}
      disableColumnMenu
      disableColumnFilter
      disableRowSelectionOnClick
      disableRowSelectionExcludeModel
      checkboxSelection={Boolean(selection)}
      rowSelectionModel={rowSelectionModel}
      onRowSelectionModelChange={(model) => {
        selection?.onChange([...model.ids].filter((id): id is number => typeof id === 'number'));
      }}
      onCellClick={({ field, id }, event) => {
        if (field === '__check__' || event.defaultPrevented) return;
        if (event.target instanceof Element && event.target.closest('a')) return;
        if (typeof id === 'number') void navigate(detailPath(id));
      }}
      onCellKeyDown={({ field, id }, event) => {
        if (event.key !== 'Enter' || field === '__check__' || typeof id !== 'number') return;
        // The grid swallows Enter on the link it focuses inside a cell, so the row opens here for both.
        event.preventDefault();
        void navigate(detailPath(id));
      }}
      slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
      sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
    />
  );
}
