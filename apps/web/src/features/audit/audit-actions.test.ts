import { AUDIT_ACTION_ALIASES, AUDIT_ACTIONS, auditActionNames, auditActionOf } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { ALL_STRINGS } from '../../testing/all-strings';

/** The audit page names every recorded action in the reader's language and offers each as a filter. */
describe('audit actions', () => {
  it.each(Object.entries(ALL_STRINGS))('names every action in %s, no two alike', (_language, strings) => {
    const labels = (strings.audit as { actions: Record<string, string> }).actions;
    expect(Object.keys(labels).sort()).toEqual([...AUDIT_ACTIONS].sort());
    const names = AUDIT_ACTIONS.map((action) => labels[action]?.trim());
    expect(names.every(Boolean)).toBe(true);
    // The filter's menu lists them by name: two alike would be two entries nobody can tell apart.
    expect(new Set(names).size).toBe(names.length);
  });

  it('reads an older name as the action it aliases, and filters by both', () => {
    expect(auditActionOf('create')).toBe('created');
    expect(auditActionOf('published')).toBe('published');
    expect(auditActionOf('__proto__')).toBe('__proto__');
    expect(auditActionNames('deleted')).toEqual(['deleted', 'delete']);
    expect(auditActionNames('renamed')).toEqual(['renamed']);
    for (const action of Object.values(AUDIT_ACTION_ALIASES)) expect(AUDIT_ACTIONS).toContain(action);
  });
});
