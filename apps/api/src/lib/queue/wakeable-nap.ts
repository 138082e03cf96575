/**
 * A worker loop's wait: `nap(ms)` resolves after `ms`, or at once when `signal()` was called since
 * the loop's last `rearm()` (a slot freed, work sent, stop) — so an end that lands while the loop is
 * fetching is never missed.
 */
export function wakeableNap() {
  let signalled = false;
  let wake: (() => void) | undefined;
  return {
    /** Called at the top of each turn: signals from here on end the next nap. */
    rearm() {
      signalled = false;
    },
    signal() {
      signalled = true;
      wake?.();
    },
    nap(ms: number) {
      return new Promise<void>((resolve) => {
        if (signalled) return resolve();
        const timer = setTimeout(() => wake?.(), ms);
        wake = () => {
          clearTimeout(timer);
          wake = undefined;
          resolve();
        };
      });
    },
  };
}
