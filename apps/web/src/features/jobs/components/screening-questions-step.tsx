import { JOB_STEP_LIMITS, QUESTION_POSITIONS } from '@portal/contract';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { moveButtonId, QuestionEditor, type QuestionMove } from './question-editor';
import { StepRadioGroup } from './step-radio-group';
import type { JobForm } from './step-form';
import { ListEditorFooter } from './list-editor-footer';

/**
 * *Screening questions*: an ordered list of questions, each added, moved and removed by keyboard,
 * and where the questions stand beside the description.
 */
export function ScreeningQuestionsStep({ form }: { form: JobForm }) {
  const { t } = useTranslation();
  const { fields, append, move, remove } = useFieldArray({ control: form.control, name: 'screening_questions' });
  const addButton = useRef<HTMLButtonElement>(null);
  // Where the focus goes once the list has re-rendered after a move or a removal: the first of
  // these buttons that can still be pressed (a question moved to the top keeps it on "down"), else "Add".
  const focusNext = useRef<string[] | null>(null);
  useEffect(() => {
    if (focusNext.current === null) return;
    const target = focusNext.current
      .map((id) => document.getElementById(id))
      .find((button) => button instanceof HTMLButtonElement && !button.disabled);
    focusNext.current = null;
    (target ?? addButton.current)?.focus();
  });
  const onMove = (index: number, action: QuestionMove) => {
    if (action === 'remove') {
      remove(index);
      // The question now in its place (or the last one); none left: the add button.
      focusNext.current = [moveButtonId(Math.min(index, fields.length - 2), 'remove')];
      return;
    }
    const to = action === 'up' ? index - 1 : index + 1;
    move(index, to);
    focusNext.current = [moveButtonId(to, action), moveButtonId(to, action === 'up' ? 'down' : 'up')];
  };
  const listError = form.formState.errors.screening_questions?.message;

  return (
    <Stack spacing={2}>
      <Controller
        control={form.control}
        name="questions_position"
        render={({ field }) => (
          <StepRadioGroup
            label={t('jobs.questions.position')}
            value={field.value ?? 'below'}
            options={QUESTION_POSITIONS.map((value) => ({ value, label: t(`jobs.questions.positions.${value}`) }))}
            onChange={field.onChange}
          />
        )}
      />
      {fields.length === 0 ? <Typography color="text.secondary">{t('jobs.questions.none')}</Typography> : null}
      <Stack component="ol" spacing={2} sx={{ p: 0, m: 0 }} aria-label={t('jobs.steps.screeningQuestions')}>
        {fields.map((field, index) => (
          <QuestionEditor
            key={field.id}
            form={form}
            index={index}
            count={fields.length}
            onMove={(action) => {
              onMove(index, action);
            }}
          />
        ))}
      </Stack>
      <ListEditorFooter
        error={listError}
        canAdd={fields.length < JOB_STEP_LIMITS.questions}
        addLabel={t('jobs.questions.add')}
        addRef={addButton}
        onAdd={() => {
          append({ kind: 'free_text', text: '', choices: [], knockout_answer: null });
        }}
      />
    </Stack>
  );
}
