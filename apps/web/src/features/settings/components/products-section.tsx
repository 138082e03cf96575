import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/form/search-field';
import { FilterBar } from '../../../components/list/filter-bar';
import { FilterSelect } from '../../../components/list/filter-select';
import { ListLoadError } from '../../../components/list/list-load-error';
import { ListToolbar } from '../../../components/list/list-toolbar';
import { ResourceTable } from '../../../components/list/resource-table';
import { useHiddenColumns } from '../../../hooks/use-hidden-columns';
import { onDemand, PopupOnDemand, preloadOn } from '../../../components/on-demand/on-demand';
import { useClampPage, useListParams } from '../../../hooks/use-list-params';
import { useProducts } from '../api/get-products';
import { productList } from '../api/product-list';
import { useProductColumns, type ProductRow } from './product-columns';
import { SettingsSection } from './settings-section';

const ProductDialog = onDemand(() => import('./product-dialog').then((m) => m.ProductDialog));

/** The dialog's subject: a new product, or the one being edited (kept while the dialog fades out). */
type Editing = { open: boolean; product: ProductRow | null };

/** What the site's jobs are posted as: list (kit), add, edit, deactivate; read-only without pricing.update. */
export function ProductsSection({ canUpdate, currency }: { canUpdate: boolean; currency: string }) {
  const { t } = useTranslation();
  const { state, query, change } = useListParams(productList);
  const products = useProducts(query);
  const [editing, setEditing] = useState<Editing>({ open: false, product: null });
  const edit = useCallback((product: ProductRow) => {
    setEditing({ open: true, product });
  }, []);
  const columns = useProductColumns(canUpdate ? edit : null);
  const [hidden, setHidden] = useHiddenColumns('products', columns);
  const rows = useMemo<ProductRow[] | undefined>(
    () => products.data?.data.map((product, index) => ({ ...product, id: index })),
    [products.data],
  );
  useClampPage(products.data?.meta.last_page, state.page, change);

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
      <ListToolbar
        filters={
          <FilterBar label={t('settings.products.filters')}>
            <SearchField
              label={t('settings.products.search')}
              value={state.search}
              onChange={(search) => {
                change({ search });
              }}
            />
            <FilterSelect
              label={t('settings.products.fields.active')}
              value={state.filter.active ?? ''}
              options={[
                { value: 'true', label: t('settings.products.active') },
                { value: 'false', label: t('settings.products.inactive') },
              ]}
              onChange={(value) => {
                change({ filter: 'active', value });
              }}
            />
          </FilterBar>
        }
        columns={{ columns, hidden, onChange: setHidden }}
      />
      {products.isError ? (
        <ListLoadError
          message={t('settings.products.loadError')}
          error={products.error}
          retry={() => void products.refetch()}
        />
      ) : null}
      {products.isError && !products.data ? null : (
        <ResourceTable
          label={t('settings.products.gridLabel')}
          columns={columns}
          hiddenColumns={hidden}
          rows={rows}
          total={products.data?.meta.total ?? 0}
          totalCapped={products.data?.meta.total_capped ?? false}
          loading={products.isFetching}
          page={state.page}
          perPage={state.perPage}
          sort={state.sort}
          onChange={change}
          onRowOpen={canUpdate ? edit : undefined}
        />
      )}
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
