import type { ApplicationFlood, ApplicationFloodPreview } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm/confirm-button';
import { FormAlert } from '../../../components/form/form-alert';
import { FormDialogActions } from '../../../components/form/form-dialog-actions';
import { useNotifiedAction } from '../../../hooks/use-notified-action';
import { useTranslateMessage } from '../../../hooks/use-translate-message';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { usePreviewFlood, usePurgeFlood } from '../api/application-flood';
import { FloodAddresses } from './flood-addresses';

type Field = 'address' | 'from' | 'to';
const FIELDS: readonly Field[] = ['address', 'from', 'to'];

/** The typed selection as the API reads it: an empty field is left out, a local time sent as UTC. */
function selectionOf(values: Record<Field, string>): ApplicationFlood {
  const at = (value: string) => (value ? new Date(value).toISOString() : undefined);
  return { address: values.address.trim() || undefined, from: at(values.from), to: at(values.to) };
}

/**
 * "Purge a flood" (decision 0062): the admin names a sending address, a time window or both,
 * checks what they hold (count, files, size, busiest addresses), and deletes exactly that many
 * applications with their files after a question that states the count. Changing a field drops
 * the check, so the count confirmed is always the selection's.
 */
export function PurgeFloodDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const translate = useTranslateMessage();
  const notified = useNotifiedAction();
  const checking = usePreviewFlood();
  const purging = usePurgeFlood();
  const [values, setValues] = useState<Record<Field, string>>({ address: '', from: '', to: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [preview, setPreview] = useState<ApplicationFloodPreview | null>(null);
  const megabytes = (bytes: number) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024));

  const change = (field: Field, value: string) => {
    setValues((before) => ({ ...before, [field]: value }));
    setErrors((before) => ({ ...before, [field]: undefined }));
    setPreview(null);
  };

  const check = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      setPreview(await checking.mutateAsync(selectionOf(values)));
    } catch (error) {
      const fieldErrors = isApiError(error) && error.status === 422 ? error.errors : {};
      const found = Object.fromEntries(FIELDS.map((field) => [field, fieldErrors[field]?.[0]]));
      setErrors(found);
      if (!FIELDS.some((field) => found[field])) setFailure(errorMessage(error));
    }
  };

  const purge = async () => {
    if (!preview) return false;
    const count = preview.applications;
    const done = await notified(
      () => purging.mutateAsync({ ...selectionOf(values), expected: count }),
      t('applications.purge.done', { count }),
    );
    if (done) onClose();
    else setPreview(null);
    return true;
  };

  const count = preview?.applications ?? 0;
  return (
    <Dialog
      open={open}
      onClose={purging.isPending ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      maxWidth="sm"
      fullWidth
    >
      <form noValidate onSubmit={(event) => void check(event)} style={{ display: 'contents' }}>
        <DialogTitle id={`${id}-title`}>{t('applications.purge.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2">{t('applications.purge.intro')}</Typography>
            <TextField
              label={t('applications.purge.address')}
              value={values.address}
              onChange={(event) => {
                change('address', event.target.value);
              }}
              error={!!errors.address}
              helperText={errors.address ? translate(errors.address) : t('applications.purge.addressHint')}
              slotProps={{ htmlInput: { dir: 'ltr' } }}
            />
            <Stack direction="row" spacing={2}>
              {(['from', 'to'] as const).map((field) => (
                <TextField
                  key={field}
                  type="datetime-local"
                  label={t(`applications.purge.${field}`)}
                  value={values[field]}
                  onChange={(event) => {
                    change(field, event.target.value);
                  }}
                  error={!!errors[field]}
                  helperText={errors[field] ? translate(errors[field]) : undefined}
                  slotProps={{ inputLabel: { shrink: true } }}
                  fullWidth
                />
              ))}
            </Stack>
            <FormAlert message={failure} />
            {preview && (
              <Alert severity={count > 0 ? 'warning' : 'info'} role="status">
                {t('applications.purge.found', { count, files: preview.files, size: megabytes(preview.bytes) })}
              </Alert>
            )}
            {preview && preview.addresses.length > 0 && (
              <FloodAddresses
                addresses={preview.addresses}
                megabytes={megabytes}
                onChoose={(address) => {
                  change('address', address);
                }}
              />
            )}
            {preview && count > 0 && (
              <ConfirmButton
                variant="contained"
                color="error"
                loading={purging.isPending}
                onConfirm={purge}
                question={{
                  title: t('applications.purge.confirmTitle', { count }),
                  description: t('applications.purge.confirmText', { count, files: preview.files }),
                  confirmLabel: t('applications.purge.delete', { count }),
                  destructive: true,
                }}
              >
                {t('applications.purge.delete', { count })}
              </ConfirmButton>
            )}
          </Stack>
        </DialogContent>
        <FormDialogActions
          onCancel={onClose}
          submitting={checking.isPending}
          submitLabel={t('applications.purge.check')}
        />
      </form>
    </Dialog>
  );
}
