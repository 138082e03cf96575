import { DISCOUNT_TIERS_MAX, UpdateDiscountTiersSchema, type DiscountTier } from '@portal/contract';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useFieldArray, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formDialog, FormDialogBody, submitAndClose, type DialogFormProps } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useContractForm } from '../../../hooks/use-contract-form';
import { useTranslateMessage } from '../../../hooks/use-translate-message';
import { useSaveDiscountTiers } from '../api/save-discount-tiers';

type TiersForm = z.input<typeof UpdateDiscountTiersSchema>;

/** Every field a 422 may name (`tiers.1.percent_off`), so the server's errors land under their row. */
const FIELDS: Path<TiersForm>[] = [
  'tiers',
  ...Array.from({ length: DISCOUNT_TIERS_MAX }, (_, index) => [
    `tiers.${index}.min_quantity` as const,
    `tiers.${index}.percent_off` as const,
  ]).flat(),
];

function TiersForm({ tiers, onClose, titleId }: { tiers: readonly DiscountTier[] } & DialogFormProps) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const save = useSaveDiscountTiers();
  const sorted = [...tiers].sort((a, b) => a.min_quantity - b.min_quantity);
  const form = useContractForm(UpdateDiscountTiersSchema, {
    defaultValues: { tiers: sorted.map(({ min_quantity, percent_off }) => ({ min_quantity, percent_off })) },
    fields: FIELDS,
  });
  const { control, register, getValues } = form;
  const errors = form.formState.errors;
  const rows = useFieldArray({ control, name: 'tiers' });
  const listError = errors.tiers?.message ?? errors.tiers?.root?.message;

  const addTier = () => {
    // A suggestion past the last tier, which the user adjusts.
    const current = getValues('tiers');
    const last = current[current.length - 1];
    rows.append(
      last
        ? {
            min_quantity: Math.max(2, (Number(last.min_quantity) || 5) * 2),
            percent_off: Math.min(100, (Number(last.percent_off) || 0) + 5),
          }
        : { min_quantity: 10, percent_off: 5 },
    );
  };

  const onSubmit = submitAndClose(form, onClose, async ({ tiers: next }) => {
    await save.mutateAsync(next);
    return t('credits.tiers.saved');
  });

  return (
    <FormDialogBody
      titleId={titleId}
      title={t('credits.tiers.editTitle')}
      description={t('credits.tiers.editDescription')}
      form={form}
      onSubmit={onSubmit}
      onCancel={onClose}
      submitLabel={t('credits.tiers.save')}
    >
      {rows.fields.map((row, index) => {
        const number = index + 1;
        const rowErrors = errors.tiers?.[index];
        return (
          <Stack
            key={row.id}
            role="group"
            aria-label={t('credits.tiers.row', { number })}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'flex-start' }}
          >
            <FormTextField
              register={register}
              name={`tiers.${index}.min_quantity`}
              numeric
              required
              label={t('credits.tiers.minQuantity')}
              error={rowErrors?.min_quantity?.message}
            />
            <FormTextField
              register={register}
              name={`tiers.${index}.percent_off`}
              numeric
              required
              label={t('credits.tiers.percentOff')}
              error={rowErrors?.percent_off?.message}
            />
            <IconButton
              aria-label={t('credits.tiers.remove', { number })}
              onClick={() => {
                rows.remove(index);
              }}
              sx={{ mt: 1 }}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Stack>
        );
      })}
      {listError ? <FormHelperText error>{translate(listError)}</FormHelperText> : null}
      <div>
        <Button startIcon={<AddIcon />} onClick={addTier} disabled={rows.fields.length >= DISCOUNT_TIERS_MAX}>
          {t('credits.tiers.add')}
        </Button>
      </div>
    </FormDialogBody>
  );
}

/** Edits the site's whole set of tiers at once (pricing.update); overlapping tiers are refused row by row. */
export const TiersEditorDialog = formDialog(TiersForm);
