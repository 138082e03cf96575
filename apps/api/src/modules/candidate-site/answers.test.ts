import { describe, expect, it } from 'vitest';
import { MESSAGES, type ScreeningQuestion } from '@portal/contract';
import { checkAnswers } from './answers.js';

const QUESTIONS: ScreeningQuestion[] = [
  { kind: 'free_text', text: 'Why us?', choices: [], knockout_answer: null },
  { kind: 'yes_no', text: 'Can you drive?', choices: [], knockout_answer: 'no' },
  { kind: 'single_choice', text: 'Start?', choices: ['Now', 'Later'], knockout_answer: 'Later' },
  { kind: 'multiple_choice', text: 'Shifts?', choices: ['Day', 'Night', 'Weekend'], knockout_answer: 'Night' },
];

describe('checkAnswers: every question answered with a value of its kind (decision 0045)', () => {
  it('stores each answer with the question as asked, and no knockout for fitting answers', () => {
    const checked = checkAnswers(QUESTIONS, { '0': '  Good bread  ', '1': 'yes', '2': 'Now', '3': ['Day', 'Weekend'] });
    expect(checked.errors).toEqual({});
    expect(checked.knockedOut).toBe(false);
    expect(checked.answers.map((a) => [a.question, a.answer])).toEqual([
      ['Why us?', 'Good bread'],
      ['Can you drive?', 'yes'],
      ['Start?', 'Now'],
      ['Shifts?', ['Day', 'Weekend']],
    ]);
  });

  it('knocks out on a knockout answer of any kind, one of several choices included', () => {
    expect(checkAnswers(QUESTIONS, { '0': 'x', '1': 'no', '2': 'Now', '3': ['Day'] }).knockedOut).toBe(true);
    expect(checkAnswers(QUESTIONS, { '0': 'x', '1': 'yes', '2': 'Later', '3': ['Day'] }).knockedOut).toBe(true);
    const several = checkAnswers(QUESTIONS, { '0': 'x', '1': 'yes', '2': 'Now', '3': ['Day', 'Night'] });
    expect(several.knockedOut).toBe(true);
    expect(several.answers[3]?.knocked_out).toBe(true);
  });

  it('refuses missing, empty, off-list, repeated and stray answers by position', () => {
    const checked = checkAnswers(QUESTIONS, { '0': ' ', '1': 'Yes', '3': ['Day', 'Day'], '4': 'extra', x: 'y' });
    expect(checked.errors).toEqual({
      'answers.0': [MESSAGES.required],
      'answers.1': [MESSAGES.invalid],
      'answers.2': [MESSAGES.required],
      'answers.3': [MESSAGES.invalid],
      'answers.4': [MESSAGES.invalid],
      'answers.x': [MESSAGES.invalid],
    });
    expect(checkAnswers(QUESTIONS, { '0': ['a'], '1': 'yes', '2': 'Now', '3': [] }).errors).toEqual({
      'answers.0': [MESSAGES.invalid],
      'answers.3': [MESSAGES.required],
    });
  });

  it('takes no answers for a job without questions', () => {
    expect(checkAnswers([], {})).toEqual({ answers: [], knockedOut: false, errors: {} });
  });
});
