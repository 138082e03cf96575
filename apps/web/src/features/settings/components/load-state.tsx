import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageSpinner } from '../../../components/feedback/page-spinner';
import { ListLoadError } from '../../../components/list/list-load-error';

/** A tab's data: a spinner while it loads, the error with a retry, then the tab. */
export function LoadState<T>({
  query,
  errorMessage,
  children,
}: {
  query: UseQueryResult<T>;
  errorMessage: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <PageSpinner fullScreen={false} />;
  if (query.isError) {
    return (
      <ListLoadError
        message={errorMessage}
        error={query.error}
        retry={() => {
          void query.refetch();
        }}
      />
    );
  }
  return children(query.data);
}
