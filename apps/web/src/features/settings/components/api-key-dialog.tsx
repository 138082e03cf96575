import {
  API_KEY_ENTRIES,
  apiKeyBodyOf,
  ApiKeyFormSchema,
  buildLevelAbilities,
  heldApiKeyEntries,
  type CreatedApiKey,
} from '@portal/contract';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formDialog, FormDialogBody, type DialogFormProps } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useContractForm } from '../../../hooks/use-contract-form';
import { useTranslateMessage } from '../../../hooks/use-translate-message';
import { useSession } from '../../../lib/session-context';
import { useCreateApiKey } from '../api/api-keys';
import { ApiKeyRightsField } from './api-key-rights';

/** The rights the signed-in user holds on the selected site (their account's and the site's memberships). */
function useOfferedRights(): string[] {
  const { me, selection } = useSession();
  return useMemo(() => {
    if (!me || !selection) return [];
    const { site } = buildLevelAbilities(me.permissions, {
      accountId: selection.ids.accountId,
      siteId: selection.ids.siteId,
    });
    return heldApiKeyEntries(site, API_KEY_ENTRIES);
  }, [me, selection]);
}

function KeyForm({ titleId, onClose, onCreated }: DialogFormProps & { onCreated: (key: CreatedApiKey) => void }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const offered = useOfferedRights();
  const create = useCreateApiKey();
  const form = useContractForm(ApiKeyFormSchema, { defaultValues: { name: '', rights: [], expires_on: '' } });
  const onSubmit = form.submit(async (values) => {
    onCreated(await create.mutateAsync(apiKeyBodyOf(values)));
    onClose();
  });
  return (
    <FormDialogBody
      titleId={titleId}
      title={t('settings.api.keys.createTitle')}
      description={t('settings.api.keys.createText')}
      form={form}
      onSubmit={onSubmit}
      onCancel={onClose}
      submitLabel={t('settings.api.keys.createSubmit')}
    >
      <FormTextField {...form.field('name')} label={t('settings.api.keys.name')} required autoFocus />
      <Controller
        control={form.control}
        name="expires_on"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            type="date"
            label={t('settings.api.keys.expiresOn')}
            helperText={fieldState.error ? translate(fieldState.error.message) : t('settings.api.keys.expiresHint')}
            error={Boolean(fieldState.error)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        )}
      />
      <Controller
        control={form.control}
        name="rights"
        render={({ field, fieldState }) => (
          <ApiKeyRightsField
            offered={offered}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
    </FormDialogBody>
  );
}

/** Create a key for the selected site: a name, an optional expiry, some of the user's rights there. */
export const ApiKeyDialog = formDialog(KeyForm);
