import type { SeekerDetail, TagRef } from '@portal/contract';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TagInput } from '../../../components/form/tag-input';
import { TagChip } from '../../../components/tags/tag-chip';
import { errorMessage } from '../../../lib/api-client';
import { useCan } from '../../../lib/session-context';
import { useSetSeekerTags } from '../api/seeker-actions';

/**
 * The seeker's tags (`PUT /v1/seekers/{uuid}/tags`): the tag input for those who may update seekers,
 * each change saved at once (the input keeps what was chosen while it saves); chips for the others.
 */
export function SeekerTagsEditor({ seeker }: { seeker: SeekerDetail }) {
  const { t } = useTranslation();
  const can = useCan();
  const save = useSetSeekerTags(seeker.uuid);
  const [pending, setPending] = useState<TagRef[] | null>(null);
  if (!can('update', 'seekers')) {
    if (seeker.tags.length === 0) return null;
    return (
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label={t('seekers.fields.tags')}>
        {seeker.tags.map((tag) => (
          <TagChip key={tag.id} tag={tag} />
        ))}
      </Stack>
    );
  }
  return (
    <TagInput
      label={t('seekers.fields.tags')}
      value={pending ?? seeker.tags}
      error={save.isError ? errorMessage(save.error) : undefined}
      onChange={(tags) => {
        setPending(tags);
        save.mutate(tags, {
          onSettled: () => {
            setPending(null);
          },
        });
      }}
    />
  );
}
