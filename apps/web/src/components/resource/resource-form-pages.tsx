import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../lib/notifications';
import { PageHeader } from '../page/page-header';
import type { RowKey } from '../../lib/resource/define-resource';
import type { KeyType } from '../../lib/resource/define-resource';
import { ResourceLoader, type LoaderApi } from './resource-loader';
import type { ResourcePaths } from '../../lib/resource/use-resource-paths';

/** What a resource's form is given by its create and edit pages. */
export interface ResourceFormProps<Row, Detail> {
  /** The record being edited; none on create. */
  record?: Detail;
  save: (body: unknown) => Promise<Row>;
  onSaved: (row: Row) => void;
  cancelTo: string;
}

interface FormPageApi<Row, Detail, K extends RowKey> extends LoaderApi<Detail, K> {
  definition: { name: string; key: KeyType<Row, K> };
  useSave: () => { mutateAsync: (input: { key?: K; body: unknown }) => Promise<Row> };
}

interface FormPageProps<Row, Detail extends Row, K extends RowKey> {
  api: FormPageApi<Row, Detail, K>;
  paths: ResourcePaths<K>;
  form: (props: ResourceFormProps<Row, Detail>) => ReactNode;
}

/** `<segment>/create`: `<ns>.createTitle`, the form, "created" and on to the new record. */
export function ResourceCreatePage<Row, Detail extends Row, K extends RowKey>({
  api,
  paths,
  form,
}: FormPageProps<Row, Detail, K>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = api.useSave();
  const ns = api.definition.name;
  return (
    <Stack spacing={3}>
      <PageHeader title={t(`${ns}.createTitle`)} />
      {form({
        save: (body) => save.mutateAsync({ body }),
        onSaved: (row) => {
          notify({ type: 'success', message: t(`${ns}.notifications.created`) });
          void navigate(paths.detail(api.definition.key.of(row)));
        },
        cancelTo: paths.list,
      })}
    </Stack>
  );
}

/** `<segment>/:id/edit`: the record loaded (or not found), `<ns>.editTitle`, the form, "updated" and back to it. */
export function ResourceEditPage<Row, Detail extends Row, K extends RowKey>(
  props: FormPageProps<Row, Detail, K> & { title: (record: Detail) => string },
) {
  const { api, paths, form, title } = props;
  const keyOf = (record: Detail) => api.definition.key.of(record);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = api.useSave();
  const ns = api.definition.name;
  return (
    <ResourceLoader api={api} backTo={paths.list}>
      {(record) => (
        <Stack spacing={3}>
          <PageHeader title={t(`${ns}.editTitle`, { name: title(record) })} />
          {form({
            record,
            save: (body) => save.mutateAsync({ key: keyOf(record), body }),
            onSaved: () => {
              notify({ type: 'success', message: t(`${ns}.notifications.updated`) });
              void navigate(paths.detail(keyOf(record)));
            },
            cancelTo: paths.detail(keyOf(record)),
          })}
        </Stack>
      )}
    </ResourceLoader>
  );
}
