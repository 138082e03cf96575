import {
  CANDIDATE_RETENTION_MONTHS,
  LOCALES,
  UpdateGeneralSettingsSchema,
  type GeneralSettings,
  type Locale,
} from '@portal/contract';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LeaveGuard } from '../../../components/confirm/leave-guard';
import { FormAlert } from '../../../components/form/form-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { SwitchField } from '../../../components/form/switch-field';
import { useContractForm } from '../../../hooks/use-contract-form';
import { useTranslateMessage } from '../../../hooks/use-translate-message';
import { LANGUAGE_NAMES } from '../../../lib/locale';
import { notify } from '../../../lib/notifications';
import { useSaveSiteSettings } from '../api/save-site-settings';
import { SaveBar } from './save-bar';
import { SettingsSection } from './settings-section';

const TIMEOUTS_S = [2, 3, 4, 5, 6, 8, 10, 15, 20, 30];

/** Approval policy, languages, the snackbar timeout and candidates' retention; read-only without `update settings`. */
export function GeneralSettingsForm({ settings, canUpdate }: { settings: GeneralSettings; canUpdate: boolean }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const save = useSaveSiteSettings('general');
  const form = useContractForm(UpdateGeneralSettingsSchema, { defaultValues: settings });
  const {
    control,
    register,
    submit,
    alert,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const readOnly = !canUpdate;
  const retentions = [
    ...new Set([...CANDIDATE_RETENTION_MONTHS.choices, settings.candidate_retention_months ?? undefined]),
  ]
    .filter((months): months is number => months !== undefined)
    .sort((a, b) => a - b);
  const timeouts = [...new Set([...TIMEOUTS_S.map((s) => s * 1000), settings.snackbar_timeout_ms])].sort(
    (a, b) => a - b,
  );

  return (
    <form
      noValidate
      onSubmit={submit(async (values) => {
        const result = await save.mutateAsync(values);
        reset(result.data.general);
        notify({ type: 'success', message: t('settings.saved') });
      })}
    >
      <LeaveGuard when={isDirty && !isSubmitting} />
      <Stack spacing={4} sx={{ maxWidth: 720 }}>
        <FormAlert message={alert} />
        <SettingsSection title={t('settings.general.approval')} hint={t('settings.general.approvalHint')}>
          <FormGroup>
            {(['employers_on_hold', 'jobs_on_hold'] as const).map((name) => (
              <SwitchField
                key={name}
                control={control}
                name={`approval.${name}`}
                label={t(`settings.general.${name === 'employers_on_hold' ? 'employersOnHold' : 'jobsOnHold'}`)}
                disabled={readOnly}
              />
            ))}
            <FormHelperText>{t('settings.general.employersOnHoldHint')}</FormHelperText>
          </FormGroup>
        </SettingsSection>

        <SettingsSection title={t('settings.general.languages')} hint={t('settings.general.languagesHint')}>
          <Controller
            control={control}
            name="languages"
            render={({ field }) => (
              <FormControl component="fieldset" error={Boolean(errors.languages)} disabled={readOnly}>
                <FormLabel component="legend">{t('settings.general.languages')}</FormLabel>
                <FormGroup row>
                  {LOCALES.map((locale) => (
                    <FormControlLabel
                      key={locale}
                      label={<span lang={locale}>{LANGUAGE_NAMES[locale]}</span>}
                      control={
                        <Checkbox
                          checked={field.value.includes(locale)}
                          onChange={(event) => {
                            const chosen: Locale[] = event.target.checked
                              ? [...field.value, locale]
                              : field.value.filter((value) => value !== locale);
                            field.onChange(LOCALES.filter((value) => chosen.includes(value)));
                          }}
                        />
                      }
                    />
                  ))}
                </FormGroup>
                {errors.languages ? (
                  <FormHelperText>
                    {translate(errors.languages.message ?? errors.languages.root?.message)}
                  </FormHelperText>
                ) : null}
              </FormControl>
            )}
          />
          <FormTextField
            register={register}
            name="default_locale"
            label={t('settings.general.defaultLocale')}
            hint={t('settings.general.defaultLocaleHint')}
            error={errors.default_locale?.message}
            options={LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale] }))}
            disabled={readOnly}
          />
        </SettingsSection>

        <SettingsSection title={t('settings.general.snackbar')}>
          <FormTextField
            register={register}
            name="snackbar_timeout_ms"
            label={t('settings.general.snackbarTimeout')}
            error={errors.snackbar_timeout_ms?.message}
            options={timeouts.map((ms) => ({
              value: String(ms),
              label: t('settings.general.seconds', { count: ms / 1000 }),
            }))}
            disabled={readOnly}
          />
        </SettingsSection>
        <SettingsSection title={t('settings.general.retention')} hint={t('settings.general.retentionHint')}>
          <FormTextField
            register={register}
            name="candidate_retention_months"
            label={t('settings.general.retentionMonths')}
            error={errors.candidate_retention_months?.message}
            setValueAs={(value) => (value === '' || value === null ? null : Number(value))}
            options={[
              { value: '', label: t('settings.general.retentionOff') },
              ...retentions.map((months) => ({
                value: String(months),
                label: t('settings.general.months', { count: months }),
              })),
            ]}
            disabled={readOnly}
          />
        </SettingsSection>
        <SaveBar canUpdate={canUpdate} saving={isSubmitting} />
      </Stack>
    </form>
  );
}
