import {
  LINK_PLACEHOLDER,
  MAIL_SAMPLE_VALUES,
  renderMail,
  SECRET_LINK_KINDS,
  templateErrors,
  UpdateMailTemplateSchema,
  type MailTemplate,
} from '@portal/contract';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm/confirm-button';
import { FormAlert } from '../../../components/form/form-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { useContractForm } from '../../../hooks/use-contract-form';
import { useNotifiedAction } from '../../../hooks/use-notified-action';
import { useTranslateMessage } from '../../../hooks/use-translate-message';
import { notify } from '../../../lib/notifications';
import { useSession } from '../../../lib/session-context';
import { useResetMailTemplate } from '../api/reset-mail-template';
import { useSaveMailTemplate } from '../api/save-mail-template';
import { MailPreview } from './mail-preview';
import { PlaceholderButtons } from './placeholder-buttons';
import { SaveBar } from './save-bar';

/** One mail's subject and body with its placeholders, a live preview on sample data, and reset to default. */
export function MailTemplateForm({ template, canUpdate }: { template: MailTemplate; canUpdate: boolean }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const { selection } = useSession();
  const save = useSaveMailTemplate();
  const reset = useResetMailTemplate();
  const notified = useNotifiedAction();
  const body = useRef<HTMLTextAreaElement | null>(null);
  const {
    register,
    submit,
    alert,
    setError,
    setValue,
    getValues,
    watch,
    formState: { errors, isSubmitting },
  } = useContractForm(UpdateMailTemplateSchema, {
    defaultValues: { subject: template.subject, body: template.body },
  });
  const readOnly = !canUpdate;
  const [subject, text] = watch(['subject', 'body']);
  const sample = { ...MAIL_SAMPLE_VALUES[template.kind], site_title: selection?.site?.title ?? '' };
  const preview = renderMail(template.kind, { subject, body: text }, sample);
  const hasLink = template.placeholders.includes(LINK_PLACEHOLDER);
  const bodyField = register('body');

  const insert = (name: string) => {
    const element = body.current;
    const current = getValues('body');
    const start = element?.selectionStart ?? current.length;
    const end = element?.selectionEnd ?? current.length;
    const token = `{{${name}}}`;
    setValue('body', current.slice(0, start) + token + current.slice(end), { shouldDirty: true });
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  return (
    <form
      noValidate
      onSubmit={submit(async (values) => {
        const problems = templateErrors(template.kind, values);
        const fields = Object.keys(problems) as ('subject' | 'body')[];
        if (fields.length) {
          for (const field of fields) setError(field, { message: problems[field]?.[0] });
          return;
        }
        await save.mutateAsync({ kind: template.kind, body: values });
        notify({ type: 'success', message: t('settings.mail.saved') });
      })}
    >
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Stack spacing={3}>
            <FormAlert message={alert} />
            <FormTextField
              register={register}
              name="subject"
              label={t('settings.mail.subject')}
              error={errors.subject?.message}
              required
              disabled={readOnly}
            />
            <TextField
              {...bodyField}
              inputRef={(element: HTMLTextAreaElement | null) => {
                bodyField.ref(element);
                body.current = element;
              }}
              label={t('settings.mail.body')}
              required
              multiline
              minRows={8}
              fullWidth
              disabled={readOnly}
              error={Boolean(errors.body)}
              helperText={
                errors.body
                  ? translate(errors.body.message)
                  : `${t('settings.mail.bodyHint')}${hasLink ? ` ${t('settings.mail.linkHint')}` : ''}`
              }
              sx={{ '& .MuiInputBase-input': { unicodeBidi: 'plaintext', textAlign: 'left' } }}
            />
            {canUpdate ? (
              <PlaceholderButtons names={template.placeholders} onInsert={insert} disabled={isSubmitting} />
            ) : null}
            <Stack direction="row" spacing={1}>
              <SaveBar canUpdate={canUpdate} saving={isSubmitting} />
              {canUpdate && template.customised ? (
                <ConfirmButton
                  color="inherit"
                  question={{
                    title: t('settings.mail.resetTitle'),
                    description: t('settings.mail.resetDescription', {
                      kind: t(`settings.mail.kinds.${template.kind}`),
                    }),
                    confirmLabel: t('settings.mail.reset'),
                    destructive: true,
                  }}
                  loading={reset.isPending}
                  onConfirm={async () => {
                    await notified(() => reset.mutateAsync(template.kind), t('settings.mail.resetDone'));
                    return true;
                  }}
                >
                  {t('settings.mail.reset')}
                </ConfirmButton>
              ) : null}
            </Stack>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <MailPreview mail={preview} />
          {SECRET_LINK_KINDS.includes(template.kind) ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('settings.mail.fixedNotice')}
            </Typography>
          ) : null}
        </Grid>
      </Grid>
    </form>
  );
}
