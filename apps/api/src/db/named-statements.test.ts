import { describe, expect, it } from 'vitest';
import { statementName } from './named-statements.js';

describe('statementName', () => {
  it('gives the same text the same name and another text another name', () => {
    const first = statementName('select 1 from named_a where site_id = $1');
    expect(first).toMatch(/^named_/);
    expect(statementName('select 1 from named_a where site_id = $1')).toBe(first);
    expect(statementName('select 1 from named_b where site_id = $1')).not.toBe(first);
  });
});
