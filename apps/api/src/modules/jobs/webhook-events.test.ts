import { describe, expect, it } from 'vitest';
import { jobEventOf } from './webhook-events-repository.js';

// Decision 0106: which recorded job changes are webhook events.
describe('jobEventOf', () => {
  it.each([
    [{ from_status: 'draft', to_status: 'live' }, 'job.published'],
    [{ from_status: 'on_hold', to_status: 'live' }, 'job.published'],
    [{ from_status: 'unlisted', to_status: 'live' }, 'job.published'],
    [{ from_status: 'draft', to_status: 'on_hold' }, 'job.put_on_hold'],
    [{ from_status: 'live', to_status: 'expired' }, 'job.expired'],
    [{ from_status: 'live', to_status: 'live', changed_fields: ['title'] }, 'job.updated'],
    [{ from_status: 'live', to_status: 'live' }, undefined],
    [{ from_status: 'live', to_status: 'unlisted' }, undefined],
    [{ from_status: 'on_hold', to_status: 'rejected' }, undefined],
    [{ from_status: null, to_status: 'draft' }, undefined],
  ] as const)('%o → %s', (change, event) => {
    expect(jobEventOf(change)).toBe(event);
  });
});
