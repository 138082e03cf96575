import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useListParams } from '../../hooks/use-list-params';
import { toExportBody, type FilterShape } from '../../lib/list-state';
import { useCan } from '../../lib/session-context';
import { ExportButton } from '../list/export-button';
import type { RowKey } from '../../lib/resource/define-resource';
import type { ResourceApi } from '../../lib/resource/create-resource-api';

interface ListPageActionsProps<
  Row,
  Detail,
  K extends RowKey,
  S extends string,
  F extends FilterShape,
  T extends string,
  St extends string,
> {
  api: ResourceApi<Row, Detail, K, S, F, T, St>;
  /** The create page and its button's label, offered with the `create` right. */
  create?: { path: string; label: string };
  /** The page's own actions, before export and create (an application list's board link). */
  children?: ReactNode;
}

/**
 * A list page's header actions on its resource's subject: export the list as filtered now (right
 * `export`, the URL's state), then create one (right `create`).
 */
export function ListPageActions<
  Row,
  Detail,
  K extends RowKey,
  S extends string,
  F extends FilterShape,
  T extends string,
  St extends string,
>(props: ListPageActionsProps<Row, Detail, K, S, F, T, St>) {
  const { api, create, children } = props;
  const can = useCan();
  const { state } = useListParams(api.definition.list);
  const { subject } = api.definition;
  return (
    <>
      {children}
      {can('export', subject) ? <ExportButton start={() => api.exportList(toExportBody(state))} /> : null}
      {create && can('create', subject) ? (
        <Button component={RouterLink} to={create.path} variant="contained" startIcon={<AddIcon />}>
          {create.label}
        </Button>
      ) : null}
    </>
  );
}
