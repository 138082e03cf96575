import { describe, expect, it } from 'vitest';
import { countValues, stageTargets, statusTargets, stuckStatuses } from './change-moves';

describe('the moves a status change offers', () => {
  it('counts each current status of the selection', () => {
    expect(countValues(['applied', 'screening', 'applied', 'applied'])).toEqual([
      { value: 'applied', count: 3 },
      { value: 'screening', count: 1 },
    ]);
  });

  it('offers only the targets every selected status may move to', () => {
    expect(statusTargets(['applied'])).toEqual([
      'screening',
      'shortlisted',
      'interviewed',
      'offered',
      'unsuccessful',
      'withdrawn',
    ]);
    // Unsuccessful may only be reconsidered; a row already at the target is left alone.
    expect(statusTargets(['applied', 'unsuccessful'])).toEqual([
      'screening',
      'shortlisted',
      'interviewed',
      'unsuccessful',
    ]);
    // A row already at the target is left alone, so shortlisted stays on offer beside applied.
    expect(statusTargets(['applied', 'shortlisted'])).toContain('shortlisted');
    expect(statusTargets(['shortlisted'])).not.toContain('shortlisted');
  });

  it('offers nothing but withdrawn beside a withdrawn application, and names it as the reason', () => {
    expect(statusTargets(['withdrawn'])).toEqual([]);
    expect(statusTargets(['applied', 'withdrawn'])).toEqual(['withdrawn']);
    expect(stuckStatuses(['applied', 'withdrawn'])).toEqual(['withdrawn']);
  });

  it("offers the site's current stages and none, not the one all hold, nothing for a withdrawn one", () => {
    const stages = [
      { value: 'phone', retired: false },
      { value: 'old', retired: true },
      { value: 'onsite', retired: false },
    ];
    expect(stageTargets([{ status: 'applied', stage: 'phone' }], stages)).toEqual(['onsite', null]);
    expect(stageTargets([{ status: 'applied', stage: null }], stages)).toEqual(['phone', 'onsite']);
    expect(stageTargets([{ status: 'withdrawn', stage: null }], stages)).toEqual([]);
  });
});
