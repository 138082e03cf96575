import { APPLICATION_STATUSES, canMoveApplication, type ApplicationStatus } from '@portal/contract';

/** How many of the selection hold each current value, in first-seen order. */
export function countValues<V>(values: readonly V[]): { value: V; count: number }[] {
  const counts = new Map<V, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, count]) => ({ value, count }));
}

/**
 * The statuses offered for a selection (decision 0044's table): those every selected status may
 * move to (a row already there is left alone), never the one they all hold already.
 */
export function statusTargets(from: readonly ApplicationStatus[]): ApplicationStatus[] {
  if (from.length === 0) return [];
  return APPLICATION_STATUSES.filter(
    (to) => from.every((status) => canMoveApplication(status, to)) && !from.every((status) => status === to),
  );
}

/** The selected statuses that can go nowhere (withdrawn: the candidate's word is final). */
export function stuckStatuses(from: readonly ApplicationStatus[]): ApplicationStatus[] {
  return [...new Set(from)].filter((status) => statusTargets([status]).length === 0);
}

/**
 * The stages offered: the site's current (not retired) stages, then none, never the one the whole
 * selection holds already; nothing when a withdrawn application is selected (its stage is final too).
 */
export function stageTargets(
  from: readonly { status: ApplicationStatus; stage: string | null }[],
  stages: readonly { value: string; retired: boolean }[],
): (string | null)[] {
  if (from.length === 0 || from.some((row) => row.status === 'withdrawn')) return [];
  const all = [...stages.filter((stage) => !stage.retired).map((stage) => stage.value), null];
  return all.filter((to) => !from.every((row) => row.stage === to));
}
