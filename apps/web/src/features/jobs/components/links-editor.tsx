import { JOB_STEP_LIMITS } from '@portal/contract';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import type { JobWizardValues } from './job-steps';
import type { JobForm } from './step-form';
import { ListEditorFooter } from './list-editor-footer';

/** The advert's links: label and address pairs, added and removed, at most the contract's number. */
export function LinksEditor({ form }: { form: JobForm }) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'links' });
  const errors = form.formState.errors.links;
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1">
        {t('jobs.additional.links')}
      </Typography>
      {fields.map((field, index) => (
        <Grid container spacing={2} key={field.id} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 4 }}>
            <FormTextField<JobWizardValues>
              register={form.register}
              name={`links.${index}.label`}
              label={t('jobs.additional.linkLabel', { number: index + 1 })}
              error={errors?.[index]?.label?.message}
              required
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField<JobWizardValues>
              register={form.register}
              name={`links.${index}.url`}
              type="url"
              label={t('jobs.additional.linkUrl', { number: index + 1 })}
              error={errors?.[index]?.url?.message}
              required
            />
          </Grid>
          <Grid size={{ xs: 12, md: 2 }}>
            <Button
              color="error"
              onClick={() => {
                remove(index);
              }}
            >
              {t('jobs.additional.removeLink', { number: index + 1 })}
            </Button>
          </Grid>
        </Grid>
      ))}
      <ListEditorFooter
        canAdd={fields.length < JOB_STEP_LIMITS.links}
        addLabel={t('jobs.additional.addLink')}
        onAdd={() => {
          append({ label: '', url: '' });
        }}
        fullText={t('jobs.additional.linksMax', { max: JOB_STEP_LIMITS.links })}
      />
    </Stack>
  );
}
