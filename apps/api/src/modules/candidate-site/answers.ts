import {
  MESSAGES,
  YES_NO_ANSWERS,
  type ApplicationAnswerSchema,
  type ApplyFields,
  type ScreeningQuestion,
} from '@portal/contract';
import type { z } from 'zod';

/** An answer as stored on the application (`StoredAnswer`): the question as asked, the answer, its outcome. */
type StoredAnswer = z.infer<typeof ApplicationAnswerSchema>;

export interface CheckedAnswers {
  answers: StoredAnswer[];
  /** Some answer was a question's knockout answer: the application starts unsuccessful. */
  knockedOut: boolean;
  /** Field errors keyed `answers.N`, empty when every question has a valid answer. */
  errors: Record<string, string[]>;
}

type Given = ApplyFields['answers'][string] | undefined;

/** The answer a question of its kind takes, or the sentence that refuses it. */
function readAnswer(question: ScreeningQuestion, given: Given): { value: string | string[] } | { error: string } {
  if (given === undefined || (typeof given === 'string' && given.trim() === '') || given.length === 0) {
    return { error: MESSAGES.required };
  }
  switch (question.kind) {
    case 'free_text':
      return typeof given === 'string' ? { value: given.trim() } : { error: MESSAGES.invalid };
    case 'yes_no':
      return typeof given === 'string' && (YES_NO_ANSWERS as readonly string[]).includes(given)
        ? { value: given }
        : { error: MESSAGES.invalid };
    case 'single_choice':
      return typeof given === 'string' && question.choices.includes(given)
        ? { value: given }
        : { error: MESSAGES.invalid };
    case 'multiple_choice': {
      const picked = typeof given === 'string' ? [given] : given;
      const valid =
        picked.every((choice) => question.choices.includes(choice)) && new Set(picked).size === picked.length;
      return valid ? { value: picked } : { error: MESSAGES.invalid };
    }
  }
}

/** Whether the answer is the question's knockout answer (for several choices: one of them). */
const knocksOut = (question: ScreeningQuestion, value: string | string[]) =>
  question.knockout_answer !== null &&
  (Array.isArray(value) ? value.includes(question.knockout_answer) : value === question.knockout_answer);

/**
 * Checks the candidate's answers against the job's screening questions, in order (decision 0045):
 * every question needs a valid answer of its kind under its position (`"0"`, `"1"`, …); an answer
 * to no question is refused too. The stored answers keep each question's text as it was asked.
 */
export function checkAnswers(questions: readonly ScreeningQuestion[], given: ApplyFields['answers']): CheckedAnswers {
  const errors = Object.create(null) as Record<string, string[]>;
  const answers: StoredAnswer[] = [];
  questions.forEach((question, i) => {
    const read = readAnswer(question, Object.hasOwn(given, String(i)) ? given[String(i)] : undefined);
    if ('error' in read) {
      errors[`answers.${i}`] = [read.error];
      return;
    }
    answers.push({
      question: question.text,
      kind: question.kind,
      answer: read.value,
      knocked_out: knocksOut(question, read.value),
    });
  });
  for (const key of Object.keys(given)) {
    if (!/^(0|[1-9][0-9]?)$/.test(key) || Number(key) >= questions.length)
      errors[`answers.${key}`] = [MESSAGES.invalid];
  }
  return { answers, knockedOut: answers.some((answer) => answer.knocked_out), errors };
}
