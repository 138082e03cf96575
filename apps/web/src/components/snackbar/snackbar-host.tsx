import { lazy, Suspense, useState } from 'react';
import { useNotices } from '../../lib/notifications';

const GlobalSnackbar = lazy(() => import('./global-snackbar'));

/** Loads the snackbar the first time there is something to show, then keeps it mounted. */
export function SnackbarHost({ timeoutMs }: { timeoutMs?: number }) {
  const hasNotice = useNotices().length > 0;
  const [needed, setNeeded] = useState(hasNotice);
  if (hasNotice && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <GlobalSnackbar autoHideMs={timeoutMs} />
    </Suspense>
  );
}
