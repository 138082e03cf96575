import { JOB_FEEDS, UpdateJobFeedSettingsSchema, type JobFeedSettingsView } from '@portal/contract';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LeaveGuard } from '../../../components/confirm/leave-guard';
import { FormAlert } from '../../../components/form/form-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { SwitchField } from '../../../components/form/switch-field';
import { useContractForm } from '../../../hooks/use-contract-form';
import { notify } from '../../../lib/notifications';
import { useSaveJobFeeds } from '../api/job-feeds';
import { SaveBar } from './save-bar';
import { SettingsSection } from './settings-section';

const FEED_LABELS = { xml: 'feedXml', json_ld: 'feedJsonLd', sitemap: 'feedSitemap' } as const;

/** The form's values: the saved section without its read-only addresses, empty text where none is set. */
const valuesOf = ({ urls: _urls, ...feeds }: JobFeedSettingsView) => ({
  ...feeds,
  job_url_pattern: feeds.job_url_pattern ?? '',
  location: {
    city: feeds.location.city ?? '',
    region: feeds.location.region ?? '',
    postal_code: feeds.location.postal_code ?? '',
    country: feeds.location.country ?? '',
  },
});

/** Which job feeds are on, the public job address and where the jobs are; read-only without `update settings`. */
export function JobFeedsForm({ feeds, canUpdate }: { feeds: JobFeedSettingsView; canUpdate: boolean }) {
  const { t } = useTranslation();
  const save = useSaveJobFeeds();
  const form = useContractForm(UpdateJobFeedSettingsSchema, { defaultValues: valuesOf(feeds) });
  const {
    control,
    register,
    submit,
    alert,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const readOnly = !canUpdate;
  const location = (name: 'city' | 'region' | 'postal_code' | 'country', label: string, hint?: string) => (
    <FormTextField
      register={register}
      name={`location.${name}`}
      label={label}
      hint={hint}
      error={errors.location?.[name]?.message}
      disabled={readOnly}
    />
  );

  return (
    <form
      noValidate
      onSubmit={submit(async (values) => {
        reset(valuesOf(await save.mutateAsync(values)));
        notify({ type: 'success', message: t('settings.saved') });
      })}
    >
      <LeaveGuard when={isDirty && !isSubmitting} />
      <Stack spacing={4} sx={{ maxWidth: 720 }}>
        <FormAlert message={alert} />
        <SettingsSection title={t('settings.feeds.feeds')} hint={t('settings.feeds.feedsHint')}>
          <FormGroup>
            {JOB_FEEDS.map((feed) => (
              <SwitchField
                key={feed}
                control={control}
                name={feed}
                label={t(`settings.feeds.${FEED_LABELS[feed]}`)}
                disabled={readOnly}
              />
            ))}
          </FormGroup>
          {feeds.urls ? (
            <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
              {JOB_FEEDS.map((feed) => (
                <div key={feed}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {t(`settings.feeds.${FEED_LABELS[feed]}`)}
                  </Typography>
                  <Typography component="dd" variant="body2" dir="ltr" sx={{ m: 0, wordBreak: 'break-all' }}>
                    {feeds.urls?.[feed]}
                  </Typography>
                </div>
              ))}
            </Stack>
          ) : null}
        </SettingsSection>

        <SettingsSection title={t('settings.feeds.address')} hint={t('settings.feeds.addressHint')}>
          <FormTextField
            register={register}
            name="job_url_pattern"
            type="url"
            label={t('settings.feeds.jobUrl')}
            hint={t('settings.feeds.jobUrlHint')}
            error={errors.job_url_pattern?.message}
            disabled={readOnly}
          />
        </SettingsSection>

        <SettingsSection title={t('settings.feeds.location')} hint={t('settings.feeds.locationHint')}>
          {location('city', t('settings.feeds.city'))}
          {location('region', t('settings.feeds.region'))}
          {location('postal_code', t('settings.feeds.postalCode'))}
          {location('country', t('settings.feeds.country'), t('settings.feeds.countryHint'))}
          <SwitchField control={control} name="remote" label={t('settings.feeds.remote')} disabled={readOnly} />
        </SettingsSection>
        <SaveBar canUpdate={canUpdate} saving={isSubmitting} />
      </Stack>
    </form>
  );
}
