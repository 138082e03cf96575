import { CreateProductSchema, type Product } from '@portal/contract';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formDialog, FormDialogBody, submitAndClose, type DialogFormProps } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { SwitchField } from '../../../components/form/switch-field';
import { MoneyField } from '../../../components/form/money-field';
import { useContractForm } from '../../../hooks/use-contract-form';
import { useSaveProduct } from '../api/save-product';

interface ProductFormProps extends DialogFormProps {
  /** The product to edit, or null to add one. */
  product: Product | null;
  /** The site's currency (a new product's price is in it). */
  currency: string;
}

function ProductForm({ product, currency, onClose, titleId }: ProductFormProps) {
  const { t } = useTranslation();
  const save = useSaveProduct();
  const form = useContractForm(CreateProductSchema, {
    defaultValues: product
      ? {
          name: product.name,
          description: product.description ?? '',
          price_minor: product.price_minor,
          duration_days: product.duration_days,
          active: product.active,
          sort_order: product.sort_order,
        }
      : {
          name: '',
          description: '',
          price_minor: undefined,
          duration_days: 30,
          active: true,
          sort_order: 0,
        },
  });

  const { control } = form;
  const errors = form.formState.errors;
  const onSubmit = submitAndClose(form, onClose, async (body) => {
    await save.mutateAsync(product ? { uuid: product.uuid, body } : { uuid: null, body });
    return product ? t('settings.products.updated') : t('settings.products.created');
  });

  return (
    <FormDialogBody
      titleId={titleId}
      title={product ? t('settings.products.editTitle', { name: product.name }) : t('settings.products.addTitle')}
      form={form}
      onSubmit={onSubmit}
      onCancel={onClose}
      submitLabel={t('settings.save')}
    >
      <Grid container spacing={2}>
        <Grid size={12}>
          <FormTextField {...form.field('name')} label={t('settings.products.fields.name')} required autoFocus />
        </Grid>
        <Grid size={12}>
          <FormTextField {...form.field('description')} multiline label={t('settings.products.fields.description')} />
        </Grid>
        <Grid size={12}>
          <FormHelperText>{t('settings.products.creditCostHint')}</FormHelperText>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            control={control}
            name="price_minor"
            render={({ field }) => (
              <MoneyField
                label={t('settings.products.fields.price_minor')}
                hint={t('settings.products.priceHint')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                currency={product?.currency ?? currency}
                error={errors.price_minor?.message}
                required
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            {...form.field('duration_days')}
            numeric
            required
            label={t('settings.products.fields.duration_days')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            {...form.field('sort_order')}
            numeric
            label={t('settings.products.fields.sort_order')}
            hint={t('settings.products.sortOrderHint')}
          />
        </Grid>
        <Grid size={12}>
          <SwitchField control={control} name="active" label={t('settings.products.activeLabel')} />
          <FormHelperText>{t('settings.products.activeHint')}</FormHelperText>
        </Grid>
      </Grid>
    </FormDialogBody>
  );
}

/** Adds or edits a product (pricing.update); switching it off (deactivating) keeps it for jobs already posted. */
export const ProductDialog = formDialog(ProductForm, ({ product }) => product?.uuid ?? 'new');
