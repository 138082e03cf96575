import Stack from '@mui/material/Stack';
import type { TabProps } from '../tab-panels';
import { WebhooksSection } from './webhooks-section';

/** API & webhooks (`?tab=api`): the API keys section joins this tab beside the webhooks (issue 39). */
export function ApiTab({ canUpdate }: TabProps) {
  return (
    <Stack spacing={5} sx={{ maxWidth: 1080 }}>
      <WebhooksSection canUpdate={canUpdate} />
    </Stack>
  );
}
