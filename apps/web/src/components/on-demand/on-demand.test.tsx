import { act, render, screen } from '@testing-library/react';
import { Suspense, useState, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { codeInFlight, onDemand, PopupOnDemand } from './on-demand';

function Panel({ open }: { open: boolean }) {
  return <p>{open ? 'panel open' : 'panel closed'}</p>;
}

function Trigger({ popup: Popup }: { popup: ComponentType<{ open: boolean }> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(!open);
        }}
      >
        toggle
      </button>
      <PopupOnDemand open={open}>
        <Popup open={open} />
      </PopupOnDemand>
    </>
  );
}

describe('onDemand and PopupOnDemand', () => {
  it('lets a test wait for the downloads under way, failed ones included, and no longer than they take', async () => {
    let arrive: (panel: typeof Panel) => void = () => undefined;
    const slow = onDemand(() => new Promise<typeof Panel>((resolve) => (arrive = resolve)));
    const failing = onDemand(() => Promise.reject(new Error('offline')));
    slow.preload();
    failing.preload();
    let settled = false;
    const waited = codeInFlight().then(() => (settled = true));
    // The next task: the failed download and everything it chained have run by then, the slow one has not.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    arrive(Panel);
    await waited;
    expect(settled).toBe(true);
    await codeInFlight();
  });

  it('downloads a popup on its first opening only, and keeps it mounted once closed', async () => {
    const load = vi.fn(() => Promise.resolve(Panel));
    const LazyPanel = onDemand(load);
    render(<Trigger popup={LazyPanel} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(/panel/)).toBeNull();

    act(() => {
      screen.getByRole('button', { name: 'toggle' }).click();
    });
    expect(await screen.findByText('panel open')).toBeTruthy();
    act(() => {
      screen.getByRole('button', { name: 'toggle' }).click();
    });
    expect(screen.getByText('panel closed')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts the download on preload, once, and retries after a failure', async () => {
    const load = vi
      .fn<() => Promise<typeof Panel>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Panel);
    const LazyPanel = onDemand(load);
    LazyPanel.preload();
    await Promise.resolve();
    await Promise.resolve();
    LazyPanel.preload();
    LazyPanel.preload();
    expect(load).toHaveBeenCalledTimes(2);
    render(<Trigger popup={LazyPanel} />);
    act(() => {
      screen.getByRole('button', { name: 'toggle' }).click();
    });
    expect(await screen.findByText('panel open')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders at once, without its fallback, once its code has arrived', async () => {
    const LazyPanel = onDemand(() => Promise.resolve(Panel));
    LazyPanel.preload();
    await act(async () => {
      await Promise.resolve();
    });
    render(
      <Suspense fallback={<p>waiting</p>}>
        <LazyPanel open />
      </Suspense>,
    );
    // Synchronously in the first commit: React's own lazy would show "waiting" and hold the panel back.
    expect(screen.getByText('panel open')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
  });

  it('keeps the state of what it rendered while its code was loading, when its parent renders again', async () => {
    function Counter({ label }: { label: string }) {
      const [count, setCount] = useState(0);
      return (
        <button
          type="button"
          onClick={() => {
            setCount(count + 1);
          }}
        >{`${label} ${count}`}</button>
      );
    }
    const LazyCounter = onDemand(() => Promise.resolve(Counter));
    // Mounted while its code loads, then rendered again by its parent once the code is in.
    let view: ReturnType<typeof render> | undefined;
    await act(async () => {
      view = render(
        <Suspense fallback={<p>waiting</p>}>
          <LazyCounter label="clicked" />
        </Suspense>,
      );
      await Promise.resolve();
    });
    act(() => {
      screen.getByRole('button', { name: 'clicked 0' }).click();
    });
    expect(screen.getByRole('button', { name: 'clicked 1' })).toBeTruthy();
    // A parent's render after the code has arrived: the same instance, its count kept.
    view?.rerender(
      <Suspense fallback={<p>waiting</p>}>
        <LazyCounter label="still" />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'still 1' })).toBeTruthy();
  });
});
