import { UI } from '@portal/contract';
import { lazy, Suspense, useState } from 'react';
import { useScrollPast } from '../../hooks/use-scroll-past';

const ScrollTopButton = lazy(() => import('./scroll-top-button'));

/** The scroll-to-top button (spec §1): appears once the page is scrolled past 200 px. */
export function ScrollToTop() {
  const visible = useScrollPast(UI.scrollTopThresholdPx);
  const [loaded, setLoaded] = useState(visible);
  if (visible && !loaded) setLoaded(true);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <ScrollTopButton visible={visible} />
    </Suspense>
  );
}
