import { Suspense } from 'react';
import { useAuth } from '../../lib/auth-store';
import { onDemand } from '../on-demand/on-demand';

const ImpersonationBanner = onDemand(() => import('./impersonation-banner').then((m) => m.ImpersonationBanner));

/**
 * The impersonation banner's place in the signed-in shell. Its code, and the candidate view's API it
 * brings, is requested only while a session impersonates: a cold load of any other page no longer
 * downloads seven files for a banner it never shows (issue 20, bench:reference).
 */
export function ImpersonationSlot() {
  const auth = useAuth();
  if (!auth?.candidate && !auth?.parent) return null;
  return (
    <Suspense fallback={null}>
      <ImpersonationBanner />
    </Suspense>
  );
}
