import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { startImpersonating, type ImpersonationTarget } from '../../api/impersonation/start-impersonation';
import { useNotifiedAction } from '../../hooks/use-notified-action';
import { ConfirmButton } from '../confirm/confirm-button';

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
  const location = useLocation();
  const navigate = useNavigate();
  const notified = useNotifiedAction();
  const start = useMutation({
    mutationFn: () => startImpersonating(target, `${location.pathname}${location.search}`),
  });
  return (
    <ConfirmButton
      variant="outlined"
      size={size}
      aria-label={t('impersonation.button.labelFor', { name })}
      question={{
        title: t('impersonation.button.confirmTitle', { name }),
        description: t(candidate ? 'impersonation.button.confirmCandidate' : 'impersonation.button.confirmUser', {
          name,
        }),
        confirmLabel: t('impersonation.button.label'),
      }}
      loading={start.isPending}
      onConfirm={() =>
        notified(async () => {
          await navigate(await start.mutateAsync());
        })
      }
    >
      {t('impersonation.button.label')}
    </ConfirmButton>
  );
}
