import { useCallback, useId, useState, type MouseEvent } from 'react';
import { preloadOn } from './on-demand';

/** An `onDemand` popup: its code can be asked for before it first opens. */
interface Preloadable {
  preload: () => void;
}

/** What a menu or popover opened by `useAnchoredPopup` is given. */
export interface AnchoredPopupProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/**
 * A button and the menu or popover anchored to it, whose code loads on demand (decision 0017): spread
 * `trigger` on the button (what it opens, whether it is open, preload on pointing or focus, open on
 * click) and `popup` on the popup (its id, anchor and close), rendered in `<PopupOnDemand open={open}>`.
 */
export function useAnchoredPopup(popup: Preloadable, haspopup: 'menu' | 'dialog') {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const open = anchor !== null;
  const close = () => {
    setAnchor(null);
  };
  return {
    open,
    close,
    trigger: {
      'aria-haspopup': haspopup,
      'aria-controls': open ? id : undefined,
      'aria-expanded': open ? ('true' as const) : undefined,
      ...preloadOn(popup),
      onClick: (event: MouseEvent<HTMLElement>) => {
        setAnchor(event.currentTarget);
      },
    },
    popup: { id, anchor, onClose: close } satisfies AnchoredPopupProps,
  };
}

/**
 * A button and the modal dialog it opens, whose code loads on demand: spread `trigger` on the button
 * (preload on pointing or focus, open on click) and `dialog` on the dialog (`open`, `onClose`),
 * rendered in `<PopupOnDemand open={open}>`. `show` opens it from elsewhere too (a keyboard shortcut).
 */
export function useDialogOnDemand(dialog: Preloadable) {
  const [open, setOpen] = useState(false);
  const show = useCallback(() => {
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    setOpen(false);
  }, []);
  return {
    open,
    show,
    close,
    trigger: { ...preloadOn(dialog), onClick: show },
    dialog: { open, onClose: close },
  };
}
