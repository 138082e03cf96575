import Stack from '@mui/material/Stack';
import { Suspense } from 'react';
import { PageSpinner } from '../../../components/feedback/page-spinner';
import { useCan } from '../../../lib/session-context';
import { API_TAB_SECTIONS } from '../api-tab-sections';

/** Settings → API & webhooks: each section the user may read, in the list's order. */
export function ApiTab() {
  const can = useCan();
  return (
    <Stack spacing={5} sx={{ maxWidth: 1080 }}>
      {API_TAB_SECTIONS.filter(({ right }) => can(right.action, right.subject)).map(({ key, Section }) => (
        <Suspense key={key} fallback={<PageSpinner fullScreen={false} />}>
          <Section />
        </Suspense>
      ))}
    </Stack>
  );
}
