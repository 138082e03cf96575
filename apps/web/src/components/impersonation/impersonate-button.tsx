import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { startImpersonating, type ImpersonationTarget } from '../../api/impersonation/start-impersonation';
import { useTranslateMessage } from '../../hooks/use-translate-message';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/notifications';
import { ConfirmDialog } from '../confirm/confirm-dialog';

type ImpersonateButtonProps = { name: string; size?: 'small' | 'medium' } & (
  { userId: number; seekerUuid?: never } | { seekerUuid: string; userId?: never }
);

/**
 * Impersonate a portal user or look at a candidate's own view (decision 0052): asks first, then
 * swaps to the child token, keeping this page as the place Exit returns to.
 */
export function ImpersonateButton(props: ImpersonateButtonProps) {
  const { name, size = 'medium' } = props;
  const target: ImpersonationTarget =
    props.seekerUuid !== undefined ? { seekerUuid: props.seekerUuid } : { userId: props.userId };
  const candidate = 'seekerUuid' in target;
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const location = useLocation();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const start = useMutation({
    mutationFn: () => startImpersonating(target, `${location.pathname}${location.search}`),
    onSuccess: async (to) => {
      setAsking(false);
      await navigate(to);
    },
    onError: (error) => {
      notify({ type: 'error', message: translate(errorMessage(error)) });
    },
  });
  return (
    <>
      <Button
        variant="outlined"
        size={size}
        aria-label={t('impersonation.button.labelFor', { name })}
        onClick={() => {
          setAsking(true);
        }}
      >
        {t('impersonation.button.label')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('impersonation.button.confirmTitle', { name })}
        description={t(candidate ? 'impersonation.button.confirmCandidate' : 'impersonation.button.confirmUser', {
          name,
        })}
        confirmLabel={t('impersonation.button.label')}
        loading={start.isPending}
        onConfirm={() => {
          start.mutate();
        }}
        onClose={() => {
          setAsking(false);
        }}
      />
    </>
  );
}
