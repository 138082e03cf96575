import type { TagRef } from '@portal/contract';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TagInput } from '../../../components/form/tag-input';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';
import { useSetApplicationTags } from '../api/application-tags';

/** The application's tags, saved as they change (`PUT …/tags`), as a job's tags are edited. */
export function ApplicationTagsEditor({ uuid, tags, disabled }: { uuid: string; tags: TagRef[]; disabled: boolean }) {
  const { t } = useTranslation();
  const save = useSetApplicationTags();
  const [failure, setFailure] = useState<string | undefined>();
  return (
    <Box sx={{ maxWidth: 560 }}>
      <TagInput
        value={tags}
        label={t('applications.fields.tags')}
        disabled={disabled || save.isPending}
        error={failure}
        onChange={(next) => {
          setFailure(undefined);
          save.mutate(
            { uuid, tags: next },
            {
              onSuccess: () => {
                notify({ type: 'success', message: t('applications.notifications.tagsSaved') });
              },
              onError: (error) => {
                setFailure(errorMessage(error));
              },
            },
          );
        }}
      />
    </Box>
  );
}
