import type { WebhookDelivery } from '@portal/contract';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notifications';
import { useRedeliver, useWebhookDeliveries } from '../api/webhooks';
import { LoadState } from './load-state';

const STATE_COLOR = { pending: 'warning', delivered: 'success', failed: 'error' } as const;

/** An endpoint's delivery log, newest first: outcome, answer, time taken, next retry; redelivery. */
export function WebhookDeliveries({ uuid, url, canUpdate }: { uuid: string; url: string; canUpdate: boolean }) {
  const { t, i18n } = useTranslation();
  const redeliver = useRedeliver(uuid);
  const when = (at: string | null) => (at ? new Date(at).toLocaleString(i18n.language) : '—');
  return (
    <LoadState query={useWebhookDeliveries(uuid)} errorMessage={t('settings.webhooks.deliveriesError')}>
      {({ data }) =>
        data.length === 0 ? (
          <Typography color="text.secondary">{t('settings.webhooks.noDeliveries')}</Typography>
        ) : (
          <Table size="small" aria-label={t('settings.webhooks.deliveriesOf', { url })}>
            <TableHead>
              <TableRow>
                <TableCell>{t('settings.webhooks.columns.event')}</TableCell>
                <TableCell>{t('settings.webhooks.columns.state')}</TableCell>
                <TableCell>{t('settings.webhooks.columns.response')}</TableCell>
                <TableCell>{t('settings.webhooks.columns.attempts')}</TableCell>
                <TableCell>{t('settings.webhooks.columns.latency')}</TableCell>
                <TableCell>{t('settings.webhooks.columns.nextAttempt')}</TableCell>
                {canUpdate ? <TableCell /> : null}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((delivery: WebhookDelivery) => (
                <TableRow key={delivery.id}>
                  <TableCell dir="ltr">{delivery.event}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={STATE_COLOR[delivery.state]}
                      label={t(`settings.webhooks.states.${delivery.state}`)}
                    />
                  </TableCell>
                  <TableCell>
                    <span dir="ltr">{delivery.response_status ?? delivery.error ?? '—'}</span>
                    {delivery.response_excerpt ? (
                      <Typography variant="caption" component="div" color="text.secondary" dir="ltr">
                        {delivery.response_excerpt.slice(0, 120)}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell>{delivery.attempts}</TableCell>
                  <TableCell>
                    {delivery.latency_ms === null ? '—' : t('settings.webhooks.ms', { ms: delivery.latency_ms })}
                  </TableCell>
                  <TableCell>{when(delivery.next_attempt_at)}</TableCell>
                  {canUpdate ? (
                    <TableCell>
                      <Button
                        size="small"
                        disabled={redeliver.isPending}
                        onClick={() => {
                          void redeliver.mutateAsync(delivery.id).then(() => {
                            notify({ type: 'success', message: t('settings.webhooks.redelivered') });
                          });
                        }}
                      >
                        {t('settings.webhooks.redeliver')}
                      </Button>
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )
      }
    </LoadState>
  );
}
