import { CREDIT_GRANT, GRANT_DIRECTIONS, GrantCreditsSchema } from '@portal/contract';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formDialog, FormDialogBody, submitAndClose, type DialogFormProps } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useContractForm } from '../../../hooks/use-contract-form';
import { useFormatters } from '../../../hooks/use-formatters';
import { useGrantCredits } from '../api/grant-credits';

function GrantForm({ employer, onClose, titleId }: { employer: { id: number; name: string } } & DialogFormProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const grant = useGrantCredits(employer.id);
  const form = useContractForm(GrantCreditsSchema, {
    defaultValues: { direction: 'grant', amount: undefined, reason: '' },
  });

  const onSubmit = submitAndClose(form, onClose, async (body) => {
    const result = await grant.mutateAsync(body);
    const values = { count: body.amount, balance: format.number(result.balance) };
    return body.direction === 'grant' ? t('credits.grant.granted', values) : t('credits.grant.revoked', values);
  });

  return (
    <FormDialogBody
      titleId={titleId}
      title={t('credits.grant.title')}
      description={<bdi>{t('credits.grant.description', { name: employer.name })}</bdi>}
      form={form}
      onSubmit={onSubmit}
      onCancel={onClose}
      submitLabel={t('credits.grant.submit')}
    >
      <Controller
        control={form.control}
        name="direction"
        render={({ field }) => (
          <FormControl>
            <FormLabel id={`${titleId}-direction`}>{t('credits.grant.direction')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby={`${titleId}-direction`}
              name={field.name}
              value={field.value}
              onChange={(event) => {
                field.onChange(event.target.value);
              }}
              onBlur={field.onBlur}
            >
              {GRANT_DIRECTIONS.map((direction) => (
                <FormControlLabel
                  key={direction}
                  value={direction}
                  control={<Radio />}
                  label={t(`credits.grant.${direction}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      />
      <FormTextField
        {...form.field('amount')}
        numeric
        label={t('credits.grant.amount')}
        hint={t('credits.buy.quantityHint', { min: CREDIT_GRANT.min, max: format.number(CREDIT_GRANT.max) })}
        required
        autoFocus
      />
      <FormTextField
        {...form.field('reason')}
        multiline
        label={t('credits.grant.reason')}
        hint={t('credits.grant.reasonHint')}
        required
      />
    </FormDialogBody>
  );
}

/** Staff add or take away credits of the employer in scope, with a required reason (credits.grant). */
export const GrantCreditsDialog = formDialog(GrantForm);
