import { offeredOptions, UpdateSeekerSchema, type Seeker } from '@portal/contract';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formDialog, FormDialogBody, submitAndClose, type DialogFormProps } from '../../../components/form/form-dialog';
import { OptionSelect } from '../../../components/form/option-select';
import { useContractForm } from '../../../hooks/use-contract-form';
import { useFieldOptions } from '../../../lib/field-options';
import { seekersApi } from '../api/seeker-resource';

/** The lists staff set on a seeker (decision 0068); everything else about them is theirs (0062). */
const PROFILE_LISTS = ['visa_type', 'desired_work_type'] as const;

function SeekerProfileForm({ seeker, onClose, titleId }: { seeker: Seeker } & DialogFormProps) {
  const { t } = useTranslation();
  const lists = useFieldOptions();
  const save = seekersApi.useSave();
  const form = useContractForm(UpdateSeekerSchema, {
    defaultValues: { visa_type: seeker.visa_type, desired_work_type: seeker.desired_work_type },
  });
  const onSubmit = submitAndClose(form, onClose, async (body) => {
    await save.mutateAsync({ key: seeker.uuid, body });
    return t('seekers.notifications.profileSaved');
  });

  return (
    <FormDialogBody
      titleId={titleId}
      title={<bdi>{t('seekers.profileEdit.title', { name: seeker.name })}</bdi>}
      description={t('seekers.profileEdit.description')}
      form={form}
      onSubmit={onSubmit}
      onCancel={onClose}
      submitLabel={t('seekers.profileEdit.save')}
    >
      {PROFILE_LISTS.map((list) => (
        <Controller
          key={list}
          control={form.control}
          name={list}
          render={({ field }) => (
            <OptionSelect<string>
              label={t(`seekers.fields.${list}`)}
              value={field.value ?? null}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              // The live options, and the seeker's own value if its option was retired since.
              options={offeredOptions(lists.data?.[list], seeker[list])}
              loading={lists.isPending}
              error={form.formState.errors[list]?.message}
            />
          )}
        />
      ))}
    </FormDialogBody>
  );
}

/** Staff set a seeker's visa type and desired work type from the site's lists (`seekers.update`). */
export const SeekerProfileDialog = formDialog(SeekerProfileForm, ({ seeker }) => seeker.uuid);
