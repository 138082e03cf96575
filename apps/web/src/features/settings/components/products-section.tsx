import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@portal/contract';
import { useActivationMoves } from '../../../components/resource/activation-looks';
import { useActivationOptions } from '../../../components/resource/activation-status';
import { ResourceFilters } from '../../../components/resource/resource-filters';
import { ResourceList } from '../../../components/resource/resource-list';
import { onDemand, PopupOnDemand, preloadOn } from '../../../components/on-demand/on-demand';
import { productsApi } from '../api/product-resource';
import { useProductColumns } from './product-columns';
import { SettingsSection } from './settings-section';

const ProductDialog = onDemand(() => import('./product-dialog').then((m) => m.ProductDialog));

/** The dialog's subject: a new product, or the one being edited (kept while the dialog fades out). */
type Editing = { open: boolean; product: Product | null };

/**
 * What the site's jobs are posted as: list (kit), add, edit, and (de)activate the selected rows;
 * read-only, without checkboxes, without pricing.update (the bulk bar shows only what the viewer may run).
 */
export function ProductsSection({ canUpdate, currency }: { canUpdate: boolean; currency: string }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing>({ open: false, product: null });
  const edit = useCallback((product: Product) => {
    setEditing({ open: true, product });
  }, []);
  const activeOptions = useActivationOptions('settings.products');
  const columns = useProductColumns(canUpdate ? edit : null);
  const moves = useActivationMoves('settings.products');

  return (
    <SettingsSection title={t('settings.products.title')} hint={t('settings.products.hint')}>
      {canUpdate ? (
        <div>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            {...preloadOn(ProductDialog)}
            onClick={() => {
              setEditing({ open: true, product: null });
            }}
          >
            {t('settings.products.add')}
          </Button>
        </div>
      ) : null}
      <ResourceList
        api={productsApi}
        listStrings="settings.products"
        fields="settings.products.fields"
        columns={columns}
        onRowOpen={canUpdate ? edit : undefined}
        bulk={{ ...moves, strings: 'settings.products' }}
        filters={(list) => (
          <ResourceFilters
            list={list}
            strings="settings.products"
            hint={false}
            selects={[
              {
                filter: 'active',
                label: t('settings.products.fields.active'),
                options: activeOptions,
              },
            ]}
          />
        )}
      />
      <PopupOnDemand open={editing.open}>
        <ProductDialog
          open={editing.open}
          product={editing.product}
          currency={currency}
          onClose={() => {
            setEditing((current) => ({ ...current, open: false }));
          }}
        />
      </PopupOnDemand>
    </SettingsSection>
  );
}
