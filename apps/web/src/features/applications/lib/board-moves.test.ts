import { describe, expect, it } from 'vitest';
import { boardColumns, dropTargets, nextTarget } from './board-moves';

const stages = [
  { value: 'phone', label: 'Phone screen', retired: false },
  { value: 'old', label: 'Old stage', retired: true },
  { value: 'onsite', label: 'On-site interview', retired: false },
];
const columns = boardColumns(stages, 'No stage');
const labels = (list: readonly { label: string }[] | undefined) => list?.map((column) => column.label);

describe('pipeline board moves', () => {
  it("puts No stage first, then the site's stages in its order", () => {
    expect(labels(columns)).toEqual(['No stage', 'Phone screen', 'Old stage', 'On-site interview']);
  });

  it('lets a card into any active column but its own, and a withdrawn one nowhere', () => {
    expect(labels(dropTargets({ status: 'applied', stage: 'phone' }, columns, stages))).toEqual([
      'No stage',
      'On-site interview',
    ]);
    expect(dropTargets({ status: 'withdrawn', stage: null }, columns, stages)).toEqual([]);
  });

  it('steps to the nearest column it may enter, skipping a retired one, and stops at either end', () => {
    const card = { status: 'screening', stage: 'phone' } as const;
    expect(nextTarget(card, columns, stages, 1)?.label).toBe('On-site interview');
    expect(nextTarget(card, columns, stages, -1)?.label).toBe('No stage');
    expect(nextTarget({ status: 'applied', stage: null }, columns, stages, -1)).toBeUndefined();
    expect(nextTarget({ status: 'applied', stage: 'onsite' }, columns, stages, 1)).toBeUndefined();
  });
});
