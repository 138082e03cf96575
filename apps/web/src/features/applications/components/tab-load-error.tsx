import { useTranslation } from 'react-i18next';
import { ListLoadError } from '../../../components/list/list-load-error';

/** A tab whose data could not be read: why, and a retry. */
export function TabLoadError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  return <ListLoadError message={t('applications.tabLoadError')} error={error} retry={retry} />;
}
