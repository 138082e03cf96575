import { MESSAGES, type CreditPurchaseDetail } from '@portal/contract';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormatters } from '../../../hooks/use-formatters';
import { useMoney } from '../../../hooks/use-money';
import { useTranslateMessage } from '../../../hooks/use-translate-message';

interface PurchaseResultProps {
  detail: CreditPurchaseDetail;
  ledgerPath: string;
  createPath: string;
}

/** A settled purchase: paid (the summary and the new balance) or failed (why, and a way to try again). */
export function PurchaseResult({ detail, ledgerPath, createPath }: PurchaseResultProps) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const format = useFormatters();
  const money = useMoney();
  const { purchase, balance } = detail;

  if (purchase.status !== 'paid') {
    return (
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        <Alert severity="error">
          <AlertTitle>{t('credits.payment.failedTitle')}</AlertTitle>
          {translate(purchase.failure_message ?? MESSAGES.paymentFailed)} {t('credits.payment.failed')}
        </Alert>
        <div>
          <Button component={RouterLink} to={createPath} variant="contained">
            {t('credits.payment.tryAgain')}
          </Button>
        </div>
      </Stack>
    );
  }

  const figures = [
    { key: 'quantity', label: t('credits.buy.quantityLabel'), value: format.number(purchase.quantity) },
    {
      key: 'costPerCredit',
      label: t('credits.buy.costPerCredit'),
      value: money(purchase.cost_per_credit_minor, purchase.currency),
    },
    {
      key: 'discount',
      label: t('credits.buy.discount'),
      value: money(purchase.discount_minor ? -purchase.discount_minor : 0, purchase.currency),
    },
    { key: 'total', label: t('credits.buy.total'), value: money(purchase.total_minor, purchase.currency) },
    ...(purchase.paid_at
      ? [{ key: 'paidAt', label: t('credits.payment.paidAt'), value: format.dateTime(purchase.paid_at) }]
      : []),
  ];
  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <Alert severity="success">
        <AlertTitle>{t('credits.payment.paidTitle')}</AlertTitle>
        <bdi>
          {t('credits.payment.paid', { count: format.number(purchase.quantity), name: purchase.employer.name })}
        </bdi>
      </Alert>
      <Card variant="outlined">
        <CardContent>
          <Typography component="h2" variant="h6">
            {t('credits.payment.newBalance')}
          </Typography>
          <Typography component="p" variant="h3" sx={{ fontWeight: 700 }} data-testid="new-balance">
            {format.number(balance)}{' '}
            <Typography component="span" variant="h6" color="text.secondary">
              {t('credits.balance.unit')}
            </Typography>
          </Typography>
          <Typography component="h2" variant="h6" sx={{ mt: 3, mb: 1 }}>
            {t('credits.payment.summary')}
          </Typography>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 3, rowGap: 1, m: 0 }}>
            {figures.map((figure) => (
              <Fragment key={figure.key}>
                <Typography component="dt" color="text.secondary">
                  {figure.label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, textAlign: 'end' }}>
                  {figure.value}
                </Typography>
              </Fragment>
            ))}
          </Box>
        </CardContent>
      </Card>
      <div>
        <Button component={RouterLink} to={ledgerPath} variant="contained">
          {t('credits.payment.viewLedger')}
        </Button>
      </div>
    </Stack>
  );
}
