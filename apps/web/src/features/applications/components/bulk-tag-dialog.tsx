import type { TagRef } from '@portal/contract';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/form-alert';
import { FormDialogActions } from '../../../components/form/form-dialog-actions';
import { TagInput } from '../../../components/form/tag-input';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';
import { useTagApplications } from '../api/application-tags';

/** Adds the chosen tags to every selected application (the tags they have already stay). */
export function BulkTagDialog({
  ids,
  onClose,
  onDone,
}: {
  ids: readonly string[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const tagging = useTagApplications();
  const [tags, setTags] = useState<TagRef[]>([]);
  const [problem, setProblem] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (tags.length === 0) {
      setProblem(t('applications.tagDialog.required'));
      return;
    }
    setFailure(null);
    try {
      await tagging.mutateAsync({ ids, tags });
      notify({ type: 'success', message: t('applications.notifications.tagged', { count: ids.length }) });
      onDone();
      onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Dialog
      open
      onClose={tagging.isPending ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      maxWidth="sm"
      fullWidth
    >
      <form noValidate onSubmit={(event) => void submit(event)} style={{ display: 'contents' }}>
        <DialogTitle id={`${id}-title`}>{t('applications.tagDialog.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TagInput
              value={tags}
              label={t('applications.fields.tags')}
              error={problem}
              onChange={(next) => {
                setTags(next);
                setProblem(undefined);
              }}
            />
            <FormAlert message={failure} />
          </Stack>
        </DialogContent>
        <FormDialogActions
          onCancel={onClose}
          submitting={tagging.isPending}
          submitLabel={t('applications.tagDialog.confirm')}
        />
      </form>
    </Dialog>
  );
}
