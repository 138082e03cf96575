import type { TFunction } from 'i18next';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { TypedKind } from '../confirm/typed-label-field';
import type { TransitionLook } from '../list/transition-actions';
import type { TransitionDone, TransitionMoves } from './use-resource-transitions';

/** Whom a transition is run on: one named record, or a count of selected ones. */
export type LookSubject = { name: string } | { count: number };

/** A resource's looks as a table, from the strings and the subject. */
export type LooksOf<T extends string> = (t: TFunction, subject: LookSubject) => Record<T, TransitionLook>;

/**
 * A resource's moves from what each says once done (`approve: 'approved'` reads
 * `<ns>.notifications.approved`, and `…approvedMany`) and its table of looks (`useJobMoves`).
 */
export function useMoves<T extends string>(done: TransitionDone<T>, looksOf: LooksOf<T>): TransitionMoves<T> {
  const { t } = useTranslation();
  return { looks: (subject) => (name) => looksOf(t, subject)[name], done };
}

/** The question a move asks first: `<strings>.confirm.<move>Title`, then `…<move>One` (named) or `…<move>Many` (count). */
export function confirmOf(t: TFunction, strings: string, move: string, subject: LookSubject) {
  return {
    title: t(`${strings}.confirm.${move}Title`),
    description:
      'name' in subject
        ? t(`${strings}.confirm.${move}One`, { name: subject.name })
        : t(`${strings}.confirm.${move}Many`, { count: subject.count }),
  };
}

// The reason form (react-hook-form and the zod resolver) loads when a reject is started, not with the list.
const ReasonDialog = lazy(() => import('../confirm/reason-dialog').then((m) => ({ default: m.ReasonDialog })));

/**
 * Reject with a required reason (employers, jobs): `<strings>.actions.reject`, `.reject.title`,
 * `.reject.description` (of `subject`: the name or `.reject.selected` with the count), `.reject.reason`.
 * `typedLabel`: what an irreversible reject asks to type.
 */
export function rejectLook(
  t: TFunction,
  strings: string,
  subject: LookSubject,
  typedLabel?: string,
  typedKind?: TypedKind,
): TransitionLook {
  const label = t(`${strings}.actions.reject`);
  const who = 'name' in subject ? subject.name : t(`${strings}.reject.selected`, { count: subject.count });
  // The count picks the verb's form ("the selected jobs (2) are rejected"); a named subject is one.
  const count = 'name' in subject ? 1 : subject.count;
  return {
    label,
    color: 'error',
    bodyDialog: (props) => (
      <Suspense fallback={null}>
        <ReasonDialog
          {...props}
          title={t(`${strings}.reject.title`)}
          description={t(`${strings}.reject.description`, { subject: who, count })}
          reasonLabel={t(`${strings}.reject.reason`)}
          confirmLabel={label}
          typedLabel={typedLabel}
          typedKind={typedKind}
          onConfirm={(reason) => {
            props.onConfirm({ reason });
          }}
        />
      </Suspense>
    ),
  };
}
