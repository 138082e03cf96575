import { useTranslation } from 'react-i18next';
import type { TabProps } from '../routes/settings';
import { useJobFeeds } from '../api/job-feeds';
import { JobFeedsForm } from './job-feeds-form';
import { LoadState } from './load-state';

/** The job feeds tab: which feeds hand the site's live jobs to aggregators and search engines (decision 0107). */
export function JobFeedsTab({ canUpdate }: TabProps) {
  const { t } = useTranslation();
  return (
    <LoadState query={useJobFeeds()} errorMessage={t('settings.loadError')}>
      {(feeds) => <JobFeedsForm feeds={feeds} canUpdate={canUpdate} />}
    </LoadState>
  );
}
