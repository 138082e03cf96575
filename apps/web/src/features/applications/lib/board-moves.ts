import type { ApplicationStatus } from '@portal/contract';
import { stageTargets } from './change-moves';

/** A column of the pipeline board: a stage of the site's, or none (`stage: null`, the first column). */
export interface BoardColumn {
  stage: string | null;
  label: string;
  /** A retired stage still holds its applications, but nothing moves to it (decision 0044). */
  retired: boolean;
}

type Stage = { value: string; label: string; retired: boolean };
type Card = { status: ApplicationStatus; stage: string | null };

/** "No stage" first, then the site's stages in the site's order. */
export function boardColumns(stages: readonly Stage[], noStage: string): BoardColumn[] {
  return [
    { stage: null, label: noStage, retired: false },
    ...stages.map((stage) => ({ stage: stage.value, label: stage.label, retired: stage.retired })),
  ];
}

/** The columns a card may move to: as the change dialog offers (never its own, a retired one, or any for a withdrawn application). */
export function dropTargets(card: Card, columns: readonly BoardColumn[], stages: readonly Stage[]): BoardColumn[] {
  const allowed = stageTargets([card], stages);
  return columns.filter((column) => allowed.includes(column.stage));
}

/**
 * The nearest column the card may move to, one way along the board (`step` 1: towards the end;
 * −1: towards the start), skipping those it may not enter; none past either end.
 */
export function nextTarget(
  card: Card,
  columns: readonly BoardColumn[],
  stages: readonly Stage[],
  step: 1 | -1,
): BoardColumn | undefined {
  const allowed = new Set(dropTargets(card, columns, stages));
  const from = columns.findIndex((column) => column.stage === card.stage);
  for (let at = from + step; at >= 0 && at < columns.length; at += step) {
    const column = columns[at];
    if (column && allowed.has(column)) return column;
  }
  return undefined;
}
