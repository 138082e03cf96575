import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { isApiError } from '../../lib/api-client';
import { useLocale } from '../../lib/locale-context';
import { ListLoadError } from '../list/list-load-error';
import { PageSpinner } from '../feedback/page-spinner';
import type { RowKey } from '../../lib/resource/define-resource';
import type { KeyType } from '../../lib/resource/define-resource';

export interface LoaderApi<Detail, K extends RowKey> {
  definition: { name: string; key: KeyType<never, K> };
  useDetail: (key: K | null) => UseQueryResult<Detail>;
}

interface ResourceLoaderProps<Detail, K extends RowKey> {
  api: LoaderApi<Detail, K>;
  /** Where "back" goes when the record cannot be shown (none: no button). */
  backTo?: string;
  strings?: string;
  /** The record to load when the page names it otherwise than by `:id` (an employer's own page: the one in scope). */
  id?: K | null;
  children: (record: Detail) => ReactNode;
}

/**
 * Loads the record the route's `:id` names: a spinner, a not-found page (a 404, or a param that is
 * not the resource's key type), a retryable error, or the record.
 */
export function ResourceLoader<Detail, K extends RowKey>({
  api,
  backTo,
  strings,
  children,
  id,
}: ResourceLoaderProps<Detail, K>) {
  const ns = strings ?? api.definition.name;
  const param = api.definition.key.parse(useParams().id);
  const key = id === undefined ? param : id;
  const record = api.useDetail(key);
  const notFound = key === null || (isApiError(record.error) && record.error.status === 404);

  if (notFound) return <ResourceNotFound strings={ns} backTo={backTo} />;
  if (record.isPending) return <PageSpinner fullScreen={false} />;
  if (record.isError) return <ListLoadError error={record.error} retry={() => void record.refetch()} />;
  return <>{children(record.data)}</>;
}

/**
 * The not-found page of a resource (`<ns>.detail.notFoundTitle`, `notFound`, `actions.backToList`):
 * a record that is not there, or a path below a record that names nothing (an unknown tab).
 */
export function ResourceNotFound({ strings, backTo, page }: { strings: string; backTo?: string; page?: boolean }) {
  const { t } = useTranslation();
  // `page`: the record may well exist, but not this page of it (an unknown tab): "Page not found".
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 600 }}>
        {page ? t('errors.notFound.title') : t(`${strings}.detail.notFoundTitle`)}
      </Typography>
      <Typography color="text.secondary">
        {page ? t('errors.notFound.description') : t(`${strings}.detail.notFound`)}
      </Typography>
      {backTo ? (
        <Button component={RouterLink} to={backTo} variant="contained">
          {t(`${strings}.actions.backToList`)}
        </Button>
      ) : null}
    </Stack>
  );
}

/** A detail page: "back to the list" above the loaded record. */
export function ResourceDetailRoute<Detail, K extends RowKey>(
  props: ResourceLoaderProps<Detail, K> & { backTo: string },
) {
  const { t } = useTranslation();
  const { direction } = useLocale();
  return (
    <Stack spacing={2}>
      <div>
        <Button
          component={RouterLink}
          to={props.backTo}
          size="small"
          color="inherit"
          startIcon={<ArrowBackIcon sx={{ transform: direction === 'rtl' ? 'scaleX(-1)' : undefined }} />}
        >
          {t(`${props.strings ?? props.api.definition.name}.actions.backToList`)}
        </Button>
      </div>
      <ResourceLoader {...props} />
    </Stack>
  );
}
