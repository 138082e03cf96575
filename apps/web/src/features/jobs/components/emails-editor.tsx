import { JOB_STEP_LIMITS } from '@portal/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../hooks/use-translate-message';
import type { JobForm } from './step-form';
import { ListEditorFooter } from './list-editor-footer';

/** Where applications received on this site are mailed: one or more addresses, each checked by the contract. */
export function EmailsEditor({ form }: { form: JobForm }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const emails = form.watch('application_emails') ?? [];
  const errors = form.formState.errors.application_emails;
  const listError = errors?.message ?? errors?.root?.message;
  const setEmails = (next: string[]) => {
    form.setValue('application_emails', next, { shouldDirty: true });
  };
  // An address just added takes the focus once it is rendered, so it is typed straight away.
  const added = useRef<number | null>(null);
  useEffect(() => {
    if (added.current === null || added.current >= emails.length) return;
    form.setFocus(`application_emails.${added.current}`);
    added.current = null;
  }, [emails.length, form]);
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1">
        {t('jobs.application.emails')}
      </Typography>
      {emails.map((_email, index) => (
        // A plain string list: its position is its identity.
        <Stack direction="row" spacing={1} key={index} sx={{ alignItems: 'flex-start' }}>
          <Controller
            control={form.control}
            name={`application_emails.${index}`}
            render={({ field }) => (
              <TextField
                type="email"
                fullWidth
                required
                label={t('jobs.application.email', { number: index + 1 })}
                name={field.name}
                inputRef={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={Boolean(errors?.[index]?.message)}
                helperText={errors?.[index]?.message ? translate(errors[index].message) : undefined}
                slotProps={{ htmlInput: { dir: 'ltr', autoComplete: 'email' } }}
              />
            )}
          />
          <Button
            color="error"
            sx={{ mt: 1, flexShrink: 0 }}
            onClick={() => {
              setEmails(emails.filter((_kept, at) => at !== index));
            }}
          >
            {t('jobs.application.removeEmail', { number: index + 1 })}
          </Button>
        </Stack>
      ))}
      <ListEditorFooter
        error={listError}
        canAdd={emails.length < JOB_STEP_LIMITS.applicationEmails}
        addLabel={t('jobs.application.addEmail')}
        onAdd={() => {
          added.current = emails.length;
          setEmails([...emails, '']);
        }}
      />
    </Stack>
  );
}
