import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** The downloads under way, so that a test can wait for them before its page is torn down. */
const inFlight = new Set<Promise<unknown>>();

/**
 * Settles once every on-demand download started so far has: the web tests' `afterEach` waits for it, so
 * that no module is still loading when a test file's environment goes (a late import then fails, and in
 * a worker whose files share modules, decision 0026, it fails for the files after it too).
 */
export async function codeInFlight(): Promise<void> {
  await Promise.allSettled([...inFlight]);
}

/** A lazy component whose code can be requested before it first renders (on hover or focus of its trigger). */
export type OnDemandComponent<P extends object> = ComponentType<P> & { preload: () => void };

/**
 * A component whose module is downloaded the first time it renders, or earlier by `preload`; used for what a
 * page does not show at first paint (menus, dialogs, panels, tooltips), so it stays out of the page's chunks.
 * `load` picks the component from its module: `onDemand(() => import('./scope-menu').then((m) => m.ScopeMenu))`.
 * A failed download is retried on the next render or preload.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): OnDemandComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  const start = () => {
    if (loading) return loading;
    loading = load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    const tracked = loading;
    inFlight.add(tracked);
    void tracked.catch(() => undefined).finally(() => inFlight.delete(tracked));
    return tracked;
  };
  const Lazy = lazy(start) as unknown as ComponentType<P>;
  // Once its code is in (preloaded, or by a route's loader), the component renders at once: React's `lazy`
  // suspends on its first render even then, and React holds a boundary's content back for up to 300 ms
  // after its fallback shows — a settings tab whose chunk had arrived beside the page's waited 300 ms.
  // Chosen once per mounted instance: switching from `Lazy` to the loaded component on a later
  // render would be another element type to React, which would remount it and lose its state.
  function OnDemand(props: P) {
    const [Component] = useState(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(OnDemand, {
    preload: () => {
      start().catch(() => undefined);
    },
  });
}

/** Props for a popup's trigger: pointing at it or focusing it starts downloading the popup. */
export function preloadOn(popup: { preload: () => void }) {
  return { onPointerEnter: popup.preload, onFocus: popup.preload };
}

/**
 * Starts downloading a popup once the component that may open it is drawn: for a row's dialog, whose
 * triggers are the rows, so that the page's first paint does not wait for it and a click does not either.
 */
export function usePreloadOnceDrawn(popup: { preload: () => void }) {
  useEffect(() => {
    popup.preload();
  }, [popup]);
}

/**
 * Renders a popup (an `onDemand` menu, dialog or panel) from the first time `open` is true, and keeps it
 * mounted after so it closes with its transition; nothing is shown while its code downloads.
 */
export function PopupOnDemand({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
