import { SaveWebhookEndpointSchema, WEBHOOK_EVENTS, type WebhookEndpoint } from '@portal/contract';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formDialog, FormDialogBody, type DialogFormProps } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { SwitchField } from '../../../components/form/switch-field';
import { useContractForm } from '../../../hooks/use-contract-form';
import { notify } from '../../../lib/notifications';
import { useSaveWebhook } from '../api/webhooks';

interface WebhookFormProps extends DialogFormProps {
  /** The endpoint to edit, or null to add one. */
  endpoint: WebhookEndpoint | null;
  /** A new endpoint's secret, shown once by the section. */
  onCreated: (secret: string) => void;
}

function WebhookForm({ endpoint, onCreated, onClose, titleId }: WebhookFormProps) {
  const { t } = useTranslation();
  const save = useSaveWebhook();
  const form = useContractForm(SaveWebhookEndpointSchema, {
    defaultValues: {
      url: endpoint?.url ?? '',
      description: endpoint?.description ?? '',
      events: endpoint?.events ?? [],
      enabled: endpoint?.enabled ?? true,
    },
  });
  const onSubmit = form.submit(async (body) => {
    const saved = await save.mutateAsync({ uuid: endpoint?.uuid ?? null, body });
    notify({ type: 'success', message: t(endpoint ? 'settings.webhooks.updated' : 'settings.webhooks.created') });
    if (saved.secret) onCreated(saved.secret);
    onClose();
  });
  const eventsError = form.formState.errors.events?.message;
  return (
    <FormDialogBody
      titleId={titleId}
      title={t(endpoint ? 'settings.webhooks.editTitle' : 'settings.webhooks.addTitle')}
      description={t('settings.webhooks.dialogHint')}
      form={form}
      onSubmit={onSubmit}
      onCancel={onClose}
      submitLabel={t('settings.save')}
    >
      <FormTextField {...form.field('url')} label={t('settings.webhooks.fields.url')} type="url" required autoFocus />
      <FormTextField {...form.field('description')} label={t('settings.webhooks.fields.description')} />
      <Controller
        control={form.control}
        name="events"
        render={({ field }) => (
          <FormControl component="fieldset" error={Boolean(eventsError)} required>
            <FormLabel component="legend">{t('settings.webhooks.fields.events')}</FormLabel>
            <FormGroup>
              {WEBHOOK_EVENTS.map((event) => (
                <FormControlLabel
                  key={event}
                  label={<span dir="ltr">{event}</span>}
                  control={
                    <Checkbox
                      checked={field.value.includes(event)}
                      onChange={(change) => {
                        field.onChange(
                          change.target.checked ? [...field.value, event] : field.value.filter((e) => e !== event),
                        );
                      }}
                    />
                  }
                />
              ))}
            </FormGroup>
            {eventsError ? <FormHelperText>{t('settings.webhooks.eventsRequired')}</FormHelperText> : null}
          </FormControl>
        )}
      />
      <SwitchField control={form.control} name="enabled" label={t('settings.webhooks.fields.enabled')} />
    </FormDialogBody>
  );
}

/** Adds or edits a webhook endpoint (update settings). */
export const WebhookDialog = formDialog(WebhookForm, ({ endpoint }) => endpoint?.uuid ?? 'new');
