import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

interface LeaveGuardProps {
  /** There are unsaved changes. */
  when: boolean;
  /** Set to true once saved, so the navigation that follows a save is not held. */
  saved?: RefObject<boolean>;
}

/** Asks before leaving a form with unsaved changes for another page of the app. */
export function LeaveGuard({ when, saved }: LeaveGuardProps) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && !saved?.current && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('confirm.leaveTitle')}
      description={t('confirm.leaveDescription')}
      confirmLabel={t('confirm.leave')}
      destructive
      onConfirm={() => {
        blocker.proceed?.();
      }}
      onClose={() => {
        blocker.reset?.();
      }}
    />
  );
}
