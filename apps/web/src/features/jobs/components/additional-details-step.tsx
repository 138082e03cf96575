import Grid from '@mui/material/Grid';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FileUploadField } from '../../../components/form/file-upload-field';
import { TagInput } from '../../../components/form/tag-input';
import { LazyRichTextEditor } from '../../../components/rich-text/lazy-rich-text-editor';
import { useTranslateMessage } from '../../../hooks/use-translate-message';
import { ConsultantsField } from './consultants-field';
import type { StaffRights } from './job-steps';
import { LinksEditor } from './links-editor';
import type { StepRefs } from './step-refs';
import type { JobForm } from './step-form';

interface AdditionalDetailsStepProps {
  form: JobForm;
  /** The staff-only fields the viewer may set; the others are not shown (decision 0037). */
  rights: StaffRights;
  refs: StepRefs;
  onRefs: (refs: StepRefs) => void;
}

/** The banner's recommended shape (spec): 1000 × 250 px; another shape is offered a crop to 4:1 before upload. */
const BANNER_ASPECT = { width: 4, height: 1 };
/** Written width:height, as the crop dialog writes it. */
const BANNER_RATIO = `${String(BANNER_ASPECT.width)}:${String(BANNER_ASPECT.height)}`;

/**
 * *Additional details*: the description and key selling points in the lazy rich-text editor, the
 * links, the banner, and for staff the consultants shown and the tags.
 */
export function AdditionalDetailsStep({ form, rights, refs, onRefs }: AdditionalDetailsStepProps) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const { control, formState, setValue } = form;
  const errors = formState.errors;
  const richText = (name: 'description' | 'key_selling_points', minRows: number) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <LazyRichTextEditor
          label={t(`jobs.additional.${name}`)}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={errors[name]?.message ? translate(errors[name].message) : undefined}
          helperText={name === 'description' ? t('jobs.additional.descriptionHint') : undefined}
          minRows={minRows}
        />
      )}
    />
  );

  return (
    <Grid container spacing={2}>
      <Grid size={12}>{richText('description', 8)}</Grid>
      <Grid size={12}>{richText('key_selling_points', 4)}</Grid>
      <Grid size={12}>
        <LinksEditor form={form} />
      </Grid>
      <Grid size={12}>
        <FileUploadField
          kind="banner"
          label={t('jobs.additional.banner')}
          value={refs.banner}
          recommended={t('jobs.additional.bannerHint', { ratio: BANNER_RATIO })}
          previewAspect={BANNER_ASPECT}
          crop
          onChange={(file) => {
            onRefs({ ...refs, banner: file });
            setValue('banner_file_id', file?.id ?? null, { shouldDirty: true });
          }}
          error={errors.banner_file_id?.message}
        />
      </Grid>
      {rights.consultants ? (
        <Grid size={12}>
          <Controller
            control={control}
            name="consultant_ids"
            render={({ field }) => (
              <ConsultantsField
                value={field.value ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                current={refs.consultants}
                onChosen={(consultants) => {
                  onRefs({ ...refs, consultants });
                }}
                error={errors.consultant_ids?.message}
              />
            )}
          />
        </Grid>
      ) : null}
      {rights.tags ? (
        <Grid size={12}>
          <TagInput
            label={t('jobs.additional.tags')}
            value={refs.tags}
            onChange={(tags) => {
              onRefs({ ...refs, tags });
              setValue(
                'tag_ids',
                tags.map((tag) => tag.id),
                { shouldDirty: true },
              );
            }}
            error={errors.tag_ids?.message}
          />
        </Grid>
      ) : null}
    </Grid>
  );
}
