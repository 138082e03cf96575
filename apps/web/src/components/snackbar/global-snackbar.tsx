import { UI } from '@portal/contract';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../hooks/use-translate-message';
import { dismissNotice, useNotices } from '../../lib/notifications';

export interface GlobalSnackbarProps {
  /** Auto-hide delay: the site's setting (general tab); spec §9 gives 5000 and 10000 ms, 5000 is the default. */
  autoHideMs?: number;
}

/** The global snackbar: the type as title, the message below; pauses on hover, closable. */
export default function GlobalSnackbar({ autoHideMs = UI.snackbarTimeoutMs }: GlobalSnackbarProps) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const notices = useNotices();
  const notice = notices[0];
  const [closingId, setClosingId] = useState<number | null>(null);
  const open = notice !== undefined && closingId !== notice.id;

  const close = (_event?: SyntheticEvent | Event | null, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway' || !notice) return;
    setClosingId(notice.id);
  };

  return (
    <Snackbar
      key={notice?.id}
      open={open}
      autoHideDuration={autoHideMs}
      onClose={close}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      slotProps={{
        transition: {
          onExited: () => {
            if (notice) dismissNotice(notice.id);
          },
        },
      }}
    >
      {notice ? (
        <Alert
          variant="filled"
          severity={notice.type}
          icon={notice.type === 'error' ? <WarningAmberIcon fontSize="inherit" /> : undefined}
          onClose={() => {
            close();
          }}
          closeText={t('common.close')}
          sx={{ width: '100%', minWidth: 288 }}
        >
          <AlertTitle>{t(`snackbar.types.${notice.type}`)}</AlertTitle>
          {translate(notice.message)}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
