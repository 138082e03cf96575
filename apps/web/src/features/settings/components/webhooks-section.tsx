import type { WebhookEndpoint } from '@portal/contract';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/session-context';
import { notify } from '../../../lib/notifications';
import { useRotateWebhookSecret, useWebhookEndpoints } from '../api/webhooks';
import { LoadState } from './load-state';
import { SettingsSection } from './settings-section';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookDialog } from './webhook-dialog';

type Editing = { open: boolean; endpoint: WebhookEndpoint | null };

/**
 * The site's webhook endpoints (decision 0106): add, edit, rotate a secret (shown once), and each
 * endpoint's delivery log with redelivery. Read-only without `update settings`.
 */
export function WebhooksSection({ canUpdate }: { canUpdate: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing>({ open: false, endpoint: null });
  const [secret, setSecret] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const rotate = useRotateWebhookSecret();
  return (
    <SettingsSection title={t('settings.webhooks.title')} hint={t('settings.webhooks.hint')}>
      {secret ? (
        <Alert
          severity="warning"
          onClose={() => {
            setSecret(null);
          }}
        >
          {t('settings.webhooks.secretOnce')}{' '}
          <code dir="ltr" aria-label={t('settings.webhooks.secretLabel')}>
            {secret}
          </code>
        </Alert>
      ) : null}
      {canUpdate ? (
        <div>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => {
              setEditing({ open: true, endpoint: null });
            }}
          >
            {t('settings.webhooks.add')}
          </Button>
        </div>
      ) : null}
      <LoadState query={useWebhookEndpoints()} errorMessage={t('settings.webhooks.loadError')}>
        {(endpoints) =>
          endpoints.length === 0 ? (
            <Alert severity="info">{t('settings.webhooks.none')}</Alert>
          ) : (
            <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {endpoints.map((endpoint) => (
                <Paper key={endpoint.uuid} component="li" variant="outlined" sx={{ p: 2 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography component="h3" variant="subtitle1" dir="ltr" sx={{ wordBreak: 'break-all' }}>
                      {endpoint.url}
                    </Typography>
                    <Chip
                      size="small"
                      color={endpoint.enabled ? 'success' : 'default'}
                      label={t(
                        endpoint.enabled
                          ? 'settings.webhooks.enabled'
                          : endpoint.disabled_reason === 'failing'
                            ? 'settings.webhooks.disabledFailing'
                            : 'settings.webhooks.disabled',
                      )}
                    />
                  </Stack>
                  {endpoint.description ? <Typography color="text.secondary">{endpoint.description}</Typography> : null}
                  <Typography variant="body2" dir="ltr">
                    {endpoint.events.join(', ')}
                  </Typography>
                  <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                    <Button
                      size="small"
                      aria-expanded={open === endpoint.uuid}
                      onClick={() => {
                        setOpen(open === endpoint.uuid ? null : endpoint.uuid);
                      }}
                    >
                      {t('settings.webhooks.deliveries')}
                    </Button>
                    {canUpdate ? (
                      <>
                        <Button
                          size="small"
                          onClick={() => {
                            setEditing({ open: true, endpoint });
                          }}
                        >
                          {t('settings.webhooks.edit')}
                        </Button>
                        <Button
                          size="small"
                          disabled={rotate.isPending}
                          onClick={() => {
                            void rotate.mutateAsync(endpoint.uuid).then((rotated) => {
                              setSecret(rotated.secret);
                              notify({ type: 'success', message: t('settings.webhooks.rotated') });
                            });
                          }}
                        >
                          {t('settings.webhooks.rotate')}
                        </Button>
                      </>
                    ) : null}
                  </Stack>
                  {open === endpoint.uuid ? (
                    <WebhookDeliveries uuid={endpoint.uuid} url={endpoint.url} canUpdate={canUpdate} />
                  ) : null}
                </Paper>
              ))}
            </Stack>
          )
        }
      </LoadState>
      <WebhookDialog
        open={editing.open}
        endpoint={editing.endpoint}
        onCreated={setSecret}
        onClose={() => {
          setEditing((current) => ({ ...current, open: false }));
        }}
      />
    </SettingsSection>
  );
}

/** The section as the "API & webhooks" tab lists it (api-tab-sections.ts): changes for those who may update settings. */
export function WebhooksOfTab() {
  const can = useCan();
  return <WebhooksSection canUpdate={can('update', 'settings')} />;
}
