import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ApiKey, CreatedApiKey } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm/confirm-dialog';
import { useFormatters } from '../../../hooks/use-formatters';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';
import { useCan } from '../../../lib/session-context';
import { useApiKeys, useRevokeApiKey } from '../api/api-keys';
import { ApiKeyDialog } from './api-key-dialog';
import { ApiKeyShownDialog } from './api-key-shown-dialog';
import { useRightLabel } from './api-key-rights';
import { LoadState } from './load-state';
import { SettingsSection } from './settings-section';

/**
 * The site's API keys (decision 0105): each with its rights and dates, a new one made from the
 * user's own rights and shown once, and revocation behind a question.
 */
export function ApiKeysSection() {
  const { t } = useTranslation();
  const can = useCan();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const revoke = useRevokeApiKey();
  const canRevoke = can('delete', 'api-keys');

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        notify({ type: 'success', message: t('settings.api.keys.revoked', { name: revoking.name }) });
        setRevoking(null);
      },
      onError: (error) => {
        notify({ type: 'error', message: errorMessage(error) });
        setRevoking(null);
      },
    });
  };

  return (
    <SettingsSection title={t('settings.api.keys.title')} hint={t('settings.api.keys.hint')}>
      {can('create', 'api-keys') ? (
        <div>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => {
              setCreating(true);
            }}
          >
            {t('settings.api.keys.create')}
          </Button>
        </div>
      ) : null}
      <LoadState query={useApiKeys()} errorMessage={t('settings.api.keys.loadError')}>
        {(keys) =>
          keys.length === 0 ? (
            <Alert severity="info">{t('settings.api.keys.empty')}</Alert>
          ) : (
            <KeyTable
              keys={keys}
              onRevoke={
                canRevoke
                  ? (key) => {
                      setRevoking(key);
                    }
                  : null
              }
            />
          )
        }
      </LoadState>
      <ApiKeyDialog
        open={creating}
        onClose={() => {
          setCreating(false);
        }}
        onCreated={setCreated}
      />
      <ApiKeyShownDialog
        created={created}
        onClose={() => {
          setCreated(null);
        }}
      />
      <ConfirmDialog
        open={revoking !== null}
        title={t('settings.api.keys.revokeTitle')}
        description={t('settings.api.keys.revokeText', { name: revoking?.name ?? '' })}
        confirmLabel={t('settings.api.keys.revoke')}
        destructive
        loading={revoke.isPending}
        onConfirm={confirmRevoke}
        onClose={() => {
          setRevoking(null);
        }}
      />
    </SettingsSection>
  );
}

function KeyTable({ keys, onRevoke }: { keys: ApiKey[]; onRevoke: ((key: ApiKey) => void) | null }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const rightLabel = useRightLabel();
  const never = t('settings.api.keys.never');
  return (
    <TableContainer>
      <Table size="small" aria-label={t('settings.api.keys.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('settings.api.keys.name')}</TableCell>
            <TableCell>{t('settings.api.keys.rights')}</TableCell>
            <TableCell>{t('settings.api.keys.created')}</TableCell>
            <TableCell>{t('settings.api.keys.lastUsed')}</TableCell>
            <TableCell>{t('settings.api.keys.expires')}</TableCell>
            {onRevoke ? <TableCell>{t('settings.api.keys.actions')}</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {keys.map((key) => (
            <TableRow key={key.id}>
              <TableCell>
                <bdi>{key.name}</bdi>
                <Typography variant="body2" color="text.secondary" dir="ltr" component="div">
                  {`${key.prefix}…`}
                </Typography>
              </TableCell>
              <TableCell>{key.rights.map(rightLabel).join(', ')}</TableCell>
              <TableCell>
                {format.date(key.created_at)}
                {key.created_by ? (
                  <Typography variant="body2" color="text.secondary" component="div">
                    <bdi>{key.created_by.name}</bdi>
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell>{key.last_used_at ? format.dateTime(key.last_used_at) : never}</TableCell>
              <TableCell>{key.expires_at ? format.dateTime(key.expires_at) : never}</TableCell>
              {onRevoke ? (
                <TableCell>
                  <Button
                    color="error"
                    size="small"
                    aria-label={t('settings.api.keys.revokeNamed', { name: key.name })}
                    onClick={() => {
                      onRevoke(key);
                    }}
                  >
                    {t('settings.api.keys.revoke')}
                  </Button>
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
