import Button, { type ButtonProps } from '@mui/material/Button';
import { useState, type ReactNode } from 'react';
import { onDemand, PopupOnDemand, preloadOn } from '../on-demand/on-demand';

// The question loads when its button is pointed at or pressed, not with the page (decision 0017).
const ConfirmDialog = onDemand(() => import('./confirm-dialog').then((m) => m.ConfirmDialog));

interface ConfirmButtonProps extends Pick<ButtonProps, 'variant' | 'color' | 'size' | 'aria-label'> {
  children: ReactNode;
  /** The question: its title, what will happen, the confirm button's words; red where it removes or resets. */
  question: { title: string; description: ReactNode; confirmLabel: string; destructive?: boolean };
  /** The action is running: the confirm button spins and the question stays open. */
  loading: boolean;
  /** Acts once confirmed; resolves to whether the question closes (false: it stays, to try again). */
  onConfirm: () => Promise<boolean>;
}

/** A button that asks a yes/no question before it acts (reset a password or a mail, impersonate). */
export function ConfirmButton({ children, question, loading, onConfirm, ...button }: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  const confirm = async () => {
    if (await onConfirm()) setAsking(false);
  };
  return (
    <>
      <Button
        {...button}
        {...preloadOn(ConfirmDialog)}
        onClick={() => {
          setAsking(true);
        }}
      >
        {children}
      </Button>
      <PopupOnDemand open={asking}>
        <ConfirmDialog
          open={asking}
          {...question}
          loading={loading}
          onConfirm={() => void confirm()}
          onClose={() => {
            setAsking(false);
          }}
        />
      </PopupOnDemand>
    </>
  );
}
