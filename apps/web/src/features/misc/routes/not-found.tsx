import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MessagePage } from '../components/message-page';

/** The public catch-all, also at /pages/misc/not-found/:error (the param is shown). */
export function NotFoundRoute() {
  const { t } = useTranslation();
  const { error } = useParams();
  return (
    <MessagePage
      code={error || '404'}
      title={t('errors.notFound.title')}
      description={t('errors.notFound.description')}
    />
  );
}
