import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadFeatureStrings } from '../../../lib/feature-strings';
import { notificationStrings } from '../strings';

/** Whether the feature's strings are loaded (the bell shows on every page, before its strings are fetched). */
export function useNotificationStrings(): boolean {
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(() => i18n.exists('notifications.bell'));
  useEffect(() => {
    let live = true;
    void loadFeatureStrings(notificationStrings).then(
      () => live && setReady(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [i18n.language]);
  return ready;
}
