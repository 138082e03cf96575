import type { TransitionDef } from '@portal/contract';
import Button from '@mui/material/Button';
import { useState, type ReactNode } from 'react';
import { useCan } from '../../lib/session-context';
import { onDemand, PopupOnDemand, preloadOn } from '../on-demand/on-demand';

// The questions download when a button that asks one is pointed at, focused or pressed.
const ConfirmDialog = onDemand(() => import('../confirm/confirm-dialog').then((m) => m.ConfirmDialog));
const TypedConfirmDialog = onDemand(() => import('../confirm/typed-confirm-dialog').then((m) => m.TypedConfirmDialog));

export type TransitionBody = Record<string, unknown>;

export interface BodyDialogProps {
  open: boolean;
  loading: boolean;
  onConfirm: (body: TransitionBody) => void;
  onClose: () => void;
}

/** How a transition looks and asks; what it does, who may and from where come from the contract's table. */
export interface TransitionLook {
  label: string;
  color?: 'primary' | 'success' | 'error';
  variant?: 'contained' | 'outlined';
  /** The question asked first; a destructive transition is always asked, with the label to type. */
  confirm?: { title: string; description: string };
  /** What a destructive transition asks to type (the record's name); defaults to the button's label. */
  typedLabel?: string;
  /** What `typedLabel` is: a name unless said (a job's title); without it the button's label is typed. */
  typedKind?: 'name' | 'title';
  /** A dialog collecting the transition's body (e.g. reject's reason). */
  bodyDialog?: (props: BodyDialogProps) => ReactNode;
}

type Table<N extends string, St extends string> = Record<N, TransitionDef<St>>;

/** The names of the transitions that start from any of `statuses` (e.g. what an on-hold queue offers). */
export function transitionsFrom<N extends string, St extends string>(
  table: Table<N, St>,
  statuses: readonly St[],
): N[] {
  return (Object.keys(table) as N[]).filter((name) => table[name].from.some((status) => statuses.includes(status)));
}

/** The transitions the viewer may run, and for one record those its status allows (a no-op is not offered). */
export function useAllowedTransitions<N extends string, St extends string>(
  table: Table<N, St>,
  names: readonly N[],
  status?: St,
): N[] {
  const can = useCan();
  return names.filter((name) => {
    const { permission, from, to } = table[name];
    if (!can(permission.action, permission.subject)) return false;
    return status === undefined || (from.includes(status) && to !== status);
  });
}

interface TransitionActionsProps<N extends string, St extends string> {
  transitions: Table<N, St>;
  /** The transitions offered here, in order; filtered by permission (and `status`). */
  names: readonly N[];
  /** One record's status; omitted for a bulk bar. */
  status?: St;
  /** No rows selected. */
  disabled?: boolean;
  look: (name: N) => TransitionLook;
  pending: N | null;
  /** Runs the transition; resolves to whether it succeeded. */
  run: (name: N, body: TransitionBody) => Promise<boolean>;
}

/** Buttons for a resource's transitions: each runs at once, or asks first (plain, typed or a body form). */
export function TransitionActions<N extends string, St extends string>(props: TransitionActionsProps<N, St>) {
  const { transitions, names, status, disabled, look, pending, run } = props;
  const allowed = useAllowedTransitions(transitions, names, status);
  // The dialog stays named while it fades out.
  const [asking, setAsking] = useState<{ name: N | null; open: boolean }>({ name: null, open: false });
  const close = () => {
    setAsking((current) => ({ ...current, open: false }));
  };

  const confirm = async (name: N, body: TransitionBody = {}) => {
    const done = await run(name, body);
    // A body form stays open after a failure so its input is not lost.
    if (done || !look(name).bodyDialog) close();
  };
  const start = (name: N) => {
    const view = look(name);
    if (transitions[name].destructive || view.confirm || view.bodyDialog) setAsking({ name, open: true });
    else void run(name, {});
  };

  /** The question a transition asks before it runs, if it is one of the kit's (a body form is the look's own). */
  const questionOf = (name: N) =>
    transitions[name].destructive ? TypedConfirmDialog : look(name).confirm ? ConfirmDialog : null;

  const current = asking.name;
  const view = current ? look(current) : null;
  const loading = current !== null && pending === current;
  return (
    <>
      {allowed.map((name) => {
        const { label, color, variant = 'outlined' } = look(name);
        const question = questionOf(name);
        return (
          <Button
            key={name}
            variant={variant}
            color={color}
            disabled={disabled}
            loading={pending === name}
            {...(question ? preloadOn(question) : {})}
            onClick={() => {
              start(name);
            }}
          >
            {label}
          </Button>
        );
      })}
      <PopupOnDemand open={current !== null}>
        {current && view && transitions[current].destructive ? (
          <TypedConfirmDialog
            open={asking.open}
            title={view.confirm?.title ?? view.label}
            description={view.confirm?.description ?? ''}
            label={view.typedLabel ?? view.label}
            typedKind={view.typedLabel === undefined ? 'label' : (view.typedKind ?? 'name')}
            confirmLabel={view.label}
            loading={loading}
            onConfirm={() => void confirm(current)}
            onClose={close}
          />
        ) : current && view?.bodyDialog ? (
          view.bodyDialog({
            open: asking.open,
            loading,
            onConfirm: (body) => void confirm(current, body),
            onClose: close,
          })
        ) : current && view?.confirm ? (
          <ConfirmDialog
            open={asking.open}
            title={view.confirm.title}
            description={view.confirm.description}
            confirmLabel={view.label}
            destructive={view.color === 'error'}
            loading={loading}
            onConfirm={() => void confirm(current)}
            onClose={close}
          />
        ) : null}
      </PopupOnDemand>
    </>
  );
}
