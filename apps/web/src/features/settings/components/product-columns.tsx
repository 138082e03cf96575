import type { Product } from '@portal/contract';
import Typography from '@mui/material/Typography';
import { CellBadge, CellLinkButton } from '../../../components/list/cells';
import { useListColumns, type ColumnsOf } from '../../../components/resource/use-list-columns';
import { useActivationStatus } from '../../../components/resource/activation-status';
import { useMoney } from '../../../hooks/use-money';
import type { productResource } from '../api/product-resource';

/** The products table; the name opens the edit dialog for those who may change pricing. */
export function useProductColumns(open: ((row: Product) => void) | null): ColumnsOf<typeof productResource> {
  const money = useMoney();
  const status = useActivationStatus('settings.products');
  return useListColumns(
    ({ t, format }) => [
      {
        id: 'name',
        sort: 'name',
        minWidth: 220,
        cell: (row, { tabIndex }) => (
          <div>
            {open ? (
              <CellLinkButton
                tabIndex={tabIndex}
                onClick={() => {
                  open(row);
                }}
              >
                <bdi>{row.name}</bdi>
              </CellLinkButton>
            ) : (
              <Typography component="span" sx={{ fontWeight: 600 }}>
                <bdi>{row.name}</bdi>
              </Typography>
            )}
            {row.description ? (
              <Typography variant="body2" color="text.secondary" noWrap sx={{ maxWidth: 360 }}>
                <bdi>{row.description}</bdi>
              </Typography>
            ) : null}
          </div>
        ),
      },
      {
        id: 'price_minor',
        align: 'right',
        cell: (row) => money(row.price_minor, row.currency),
      },
      {
        id: 'duration_days',
        align: 'right',
        cell: (row) => t('settings.products.days', { count: row.duration_days }),
      },
      {
        id: 'active',
        cell: (row) => {
          const { label, tone } = status(row.active);
          return (
            <CellBadge outlined tone={tone}>
              {label}
            </CellBadge>
          );
        },
      },
      {
        id: 'sort_order',
        sort: 'sort_order',
        align: 'right',
        cell: (row) => format.number(row.sort_order),
      },
    ],
    [money, open, status],
  );
}
