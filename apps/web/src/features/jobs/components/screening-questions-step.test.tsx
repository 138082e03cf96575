import { MESSAGES } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describedText, renderDraftWizard, SITE_ADMIN, WAIT } from '../testing/render-job-wizard';

const texts = () =>
  screen.getAllByRole('textbox', { name: /^Question \d+ text/ }).map((input) => (input as HTMLInputElement).value);

describe('the Screening questions step', () => {
  it('adds, moves and removes questions by keyboard, the focus following the moved question', async () => {
    const { user } = renderDraftWizard('screening-questions', SITE_ADMIN);
    const add = await screen.findByRole('button', { name: 'Add a question' }, WAIT);
    for (const text of ['First?', 'Second?', 'Third?']) {
      add.focus();
      await user.keyboard('{Enter}');
      const inputs = screen.getAllByRole('textbox', { name: /^Question \d+ text/ });
      await user.type(inputs[inputs.length - 1] as HTMLElement, text);
    }
    expect(texts()).toEqual(['First?', 'Second?', 'Third?']);

    screen.getByRole('button', { name: 'Move question 3 up' }).focus();
    await user.keyboard('{Enter}');
    expect(texts()).toEqual(['First?', 'Third?', 'Second?']);
    await waitFor(() => {
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move question 2 up' }));
    });
    await user.keyboard('{Enter}');
    expect(texts()).toEqual(['Third?', 'First?', 'Second?']);
    await waitFor(() => {
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move question 1 down' }));
    });

    screen.getByRole('button', { name: 'Remove question 2' }).focus();
    await user.keyboard('{Enter}');
    expect(texts()).toEqual(['Third?', 'Second?']);
    await waitFor(() => {
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove question 2' }));
    });
  });

  it('refuses a choice question with fewer than two choices before sending, and saves the list in order', async () => {
    const { user, writes } = renderDraftWizard('screening-questions', SITE_ADMIN);
    await user.click(await screen.findByRole('button', { name: 'Add a question' }, WAIT));
    await user.type(screen.getByRole('textbox', { name: /^Question 1 text/ }), 'Which shift?');
    await user.click(screen.getByRole('combobox', { name: 'Question 1 kind' }));
    await user.click(await screen.findByRole('option', { name: 'Single choice' }));
    await user.type(screen.getByRole('textbox', { name: /^Question 1, choice 1/ }), 'Early');
    await user.click(screen.getByRole('button', { name: 'Remove choice 2 of question 1' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(MESSAGES.invalid, undefined, WAIT)).toBeTruthy();
    expect(writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Add a choice to question 1' }));
    await user.type(screen.getByRole('textbox', { name: /^Question 1, choice 2/ }), 'Late');
    await user.click(screen.getByRole('combobox', { name: 'Question 1 knockout answer' }));
    await user.click(await screen.findByRole('option', { name: 'Late' }));
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.click(screen.getByRole('combobox', { name: 'Question 2 kind' }));
    await user.click(await screen.findByRole('option', { name: 'Yes or no' }));
    await user.type(screen.getByRole('textbox', { name: /^Question 2 text/ }), 'Can you lift 20 kg?');
    await user.click(screen.getByRole('radio', { name: 'Above the job description' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await screen.findByRole('heading', { level: 2, name: 'Overview and confirmation' }, WAIT);
    expect(writes()[0]?.body).toMatchObject({
      questions_position: 'above',
      screening_questions: [
        { kind: 'single_choice', text: 'Which shift?', choices: ['Early', 'Late'], knockout_answer: 'Late' },
        { kind: 'yes_no', text: 'Can you lift 20 kg?', choices: [], knockout_answer: null },
      ],
    });
    // Two questions typed and picked key by key through four lists: 18 s on a loaded 2-core machine.
  }, 60_000);

  it('names an empty question text as required under its field', async () => {
    const { user, writes } = renderDraftWizard('screening-questions', SITE_ADMIN);
    await user.click(await screen.findByRole('button', { name: 'Add a question' }, WAIT));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const text = screen.getByRole('textbox', { name: /^Question 1 text/ });
    await waitFor(() => {
      expect(describedText(text)).toContain(MESSAGES.required);
    }, WAIT);
    expect(within(screen.getByRole('list', { name: 'Screening questions' })).getAllByRole('listitem')).toHaveLength(1);
    expect(writes()).toEqual([]);
  });
});
