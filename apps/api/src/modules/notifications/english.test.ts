import { describe, expect, it } from 'vitest';
import { englishOf } from './english.js';

describe('the English of a notification (for clients that do not word its kind)', () => {
  it('says "1 credit bought", and "3 credits bought"', () => {
    expect(englishOf('credits_bought', { quantity: '1' })).toEqual({
      subject: '1 credit bought',
      content: '<p>1 credit was added to the balance.</p>',
    });
    expect(englishOf('credits_bought', { quantity: '3' })).toEqual({
      subject: '3 credits bought',
      content: '<p>3 credits were added to the balance.</p>',
    });
  });

  it('says "1 row is ready", and "2 rows are ready"', () => {
    expect(englishOf('export_ready', { export_name: 'Jobs', row_count: '1' }).content).toBe(
      '<p>1 row is ready to download.</p>',
    );
    expect(englishOf('export_ready', { export_name: 'Jobs', row_count: '2' }).content).toBe(
      '<p>2 rows are ready to download.</p>',
    );
  });
});
