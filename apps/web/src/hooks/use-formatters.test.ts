import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmFormattersWhenIdle } from './use-formatters';

describe('warmFormattersWhenIdle', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('builds the current language’s formatters only once the browser is idle, each once', () => {
    let idle: (() => void) | undefined;
    // jsdom has no requestIdleCallback: the browser's is stood in for, to run the idle work on demand.
    vi.stubGlobal('requestIdleCallback', (run: IdleRequestCallback) => {
      idle = () => {
        run({ didTimeout: false, timeRemaining: () => 50 });
      };
      return 1;
    });
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    let language = 'en';

    warmFormattersWhenIdle(() => language);
    expect(dates).not.toHaveBeenCalled();
    expect(numbers).not.toHaveBeenCalled();

    // The language is read when the work runs, not when it is scheduled (the saved one may load in between).
    language = 'fr-CA';
    idle?.();
    expect(dates.mock.calls.map((call) => call[0])).toEqual(['fr-CA', 'fr-CA']);
    expect(numbers.mock.calls.map((call) => call[0])).toEqual(['fr-CA']);

    warmFormattersWhenIdle(() => language);
    idle?.();
    expect(dates).toHaveBeenCalledTimes(2);
    expect(numbers).toHaveBeenCalledTimes(1);
  });
});
