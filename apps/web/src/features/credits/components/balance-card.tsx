import type { CreditBalance } from '@portal/contract';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../hooks/use-formatters';
import { useMoney } from '../../../hooks/use-money';

interface BalanceCardProps {
  balance: CreditBalance | undefined;
  /** Buy, grant: what the user may do with this balance. */
  actions?: ReactNode;
}

/** The employer's balance in credits and what one credit costs on the site. */
export function BalanceCard({ balance, actions }: BalanceCardProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const money = useMoney();
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <div>
            <Typography id={id} component="h2" variant="h6">
              {t('credits.balance.heading')}
            </Typography>
            {balance ? (
              <>
                <Typography color="text.secondary">
                  <bdi>{t('credits.balance.of', { name: balance.employer.name })}</bdi>
                </Typography>
                <Typography component="p" variant="h3" sx={{ fontWeight: 700 }} data-testid="credit-balance">
                  {format.number(balance.balance)}{' '}
                  <Typography component="span" variant="h6" color="text.secondary">
                    {t('credits.balance.unit')}
                  </Typography>
                </Typography>
                <Typography color="text.secondary">
                  {t('credits.balance.unitPrice', { price: money(balance.unit_price_minor, balance.currency) })}
                </Typography>
              </>
            ) : (
              <>
                <Skeleton width={180} />
                <Skeleton variant="text" width={120} sx={{ fontSize: '3rem' }} />
                <Skeleton width={140} />
              </>
            )}
          </div>
          {actions ? (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {actions}
            </Stack>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
