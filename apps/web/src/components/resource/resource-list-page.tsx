import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterShape } from '../../lib/list-state';
import type { RowKey } from '../../lib/resource/define-resource';
import { PageHeader } from '../page/page-header';
import { ListPageActions } from './list-page-actions';
import { ResourceList, type ResourceListProps } from './resource-list';
import { useResourcePaths } from '../../lib/resource/use-resource-paths';

export interface ResourceListPageProps<
  Row,
  Detail,
  K extends RowKey,
  S extends string,
  F extends FilterShape,
  T extends string,
  St extends string,
> extends ResourceListProps<Row, Detail, K, S, F, T, St> {
  /** The create page's button (`<name>.actions.create`, to `<name>/create`), for those with the `create` right. */
  create?: boolean;
  /** The page's own header actions, before export and create (an application list's board link). */
  actions?: ReactNode;
}

/**
 * A resource's list page (decision 0031): its h1 (`<name>.title`), the header's export and create
 * actions on the resource's rights, and its `<ResourceList>`, each row opening the record's page
 * (`<name>/<key>`) unless the list says otherwise.
 */
export function ResourceListPage<
  Row,
  Detail,
  K extends RowKey,
  S extends string,
  F extends FilterShape,
  T extends string,
  St extends string,
>(props: ResourceListPageProps<Row, Detail, K, S, F, T, St>) {
  const { create, actions, ...list } = props;
  const { name, key } = list.api.definition;
  const { t } = useTranslation();
  const paths = useResourcePaths<K>(name);
  const createPage = create ? { path: paths.create, label: t(`${name}.actions.create`) } : undefined;
  return (
    <Stack spacing={3}>
      <PageHeader
        title={t(`${name}.title`)}
        actions={
          <ListPageActions api={list.api} create={createPage}>
            {actions}
          </ListPageActions>
        }
      />
      <ResourceList rowHref={(row) => paths.detail(key.of(row))} {...list} />
    </Stack>
  );
}
