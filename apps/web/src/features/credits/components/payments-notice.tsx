import type { PaymentsAvailability } from '@portal/contract';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';

/**
 * What the buy page says of this deployment's payments (decision 0021): purchases off (no provider
 * set up) and whom to ask, or test money (the sandbox); nothing when a real provider takes them.
 */
export function PaymentsNotice({ payments }: { payments: PaymentsAvailability | undefined }) {
  const { t } = useTranslation();
  if (payments?.available === false) {
    return (
      <Alert severity="warning">
        <AlertTitle>{t('credits.buy.unavailableTitle')}</AlertTitle>
        {t('credits.buy.unavailable')}
      </Alert>
    );
  }
  if (payments?.test_money) return <Alert severity="info">{t('credits.buy.testMoney')}</Alert>;
  return null;
}
