import { CREDIT_PRESETS_MAX, UpdateCreditPricingSchema, type CreditPricingData } from '@portal/contract';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSaveCreditPricing } from '../../../components/credits/credit-pricing-api';
import { LeaveGuard } from '../../../components/confirm/leave-guard';
import { FormAlert } from '../../../components/form/form-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { MoneyField } from '../../../components/form/money-field';
import { useContractForm } from '../../../hooks/use-contract-form';
import { useTranslateMessage } from '../../../hooks/use-translate-message';
import { notify } from '../../../lib/notifications';
import { SaveBar } from './save-bar';
import { SettingsSection } from './settings-section';

/** "5, 10, 25" as numbers; a word that is not a whole number stays as NaN for the schema to refuse. */
const presetsOf = (text: string) =>
  text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((word) => (/^\d+$/.test(word) ? Number(word) : Number.NaN));

/** The presets field: typed as a list, held as numbers. */
function PresetsField({
  value,
  onChange,
  error,
  disabled,
}: {
  value: number[];
  onChange: (presets: number[]) => void;
  error?: string;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const [text, setText] = useState(value.join(', '));
  return (
    <TextField
      label={t('settings.pricing.presets')}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(presetsOf(event.target.value));
      }}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ? translate(error) : t('settings.pricing.presetsHint', { max: CREDIT_PRESETS_MAX })}
      fullWidth
      slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric' } }}
    />
  );
}

/** What one credit costs on the site, in which currency, and the buy page's quick amounts (pricing.update). */
export function CreditPriceForm({ pricing, canUpdate }: { pricing: CreditPricingData; canUpdate: boolean }) {
  const { t } = useTranslation();
  const save = useSaveCreditPricing();
  const {
    control,
    register,
    submit,
    alert,
    reset,
    watch,
    formState: { errors, isSubmitting, isDirty },
  } = useContractForm(UpdateCreditPricingSchema, {
    defaultValues: { unit_price_minor: pricing.unit_price_minor, currency: pricing.currency, presets: pricing.presets },
  });
  const readOnly = !canUpdate;
  const currency = watch('currency');
  const presetsError = errors.presets?.message ?? errors.presets?.find?.((item) => item?.message)?.message;

  return (
    <form
      noValidate
      onSubmit={submit(async (values) => {
        const saved = await save.mutateAsync(values);
        reset({ unit_price_minor: saved.unit_price_minor, currency: saved.currency, presets: saved.presets });
        notify({ type: 'success', message: t('settings.pricing.saved') });
      })}
    >
      <LeaveGuard when={isDirty && !isSubmitting} />
      <SettingsSection title={t('settings.pricing.creditPrice')} hint={t('settings.pricing.creditPriceHint')}>
        <FormAlert message={alert} />
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              control={control}
              name="unit_price_minor"
              render={({ field }) => (
                <MoneyField
                  label={t('settings.pricing.unitPrice')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  currency={/^[A-Za-z]{3}$/.test(currency) ? currency.toUpperCase() : pricing.currency}
                  error={errors.unit_price_minor?.message}
                  disabled={readOnly}
                  required
                />
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              register={register}
              name="currency"
              label={t('settings.pricing.currency')}
              hint={t('settings.pricing.currencyHint')}
              error={errors.currency?.message}
              disabled={readOnly}
              required
            />
          </Grid>
          <Grid size={12}>
            <Controller
              control={control}
              name="presets"
              render={({ field }) => (
                <PresetsField value={field.value} onChange={field.onChange} error={presetsError} disabled={readOnly} />
              )}
            />
          </Grid>
        </Grid>
        <Stack direction="row">
          <SaveBar canUpdate={canUpdate} saving={isSubmitting} />
        </Stack>
      </SettingsSection>
    </form>
  );
}
