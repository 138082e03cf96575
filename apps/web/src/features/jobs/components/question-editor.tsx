import { QUESTION_KINDS, YES_NO_ANSWERS, type QuestionKind } from '@portal/contract';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../hooks/use-translate-message';
import { QuestionChoices } from './question-choices';
import type { JobForm } from './step-form';

export type QuestionMove = 'up' | 'down' | 'remove';

interface QuestionEditorProps {
  form: JobForm;
  index: number;
  count: number;
  /** Moves or removes this question; the list keeps the focus on the moved question's button. */
  onMove: (move: QuestionMove) => void;
}

const isChoiceKind = (kind: QuestionKind | undefined) => kind === 'single_choice' || kind === 'multiple_choice';
/** The id of a question's move button, so the focus can follow the question it moved. */
export const moveButtonId = (index: number, move: QuestionMove) => `screening-question-${String(index)}-${move}`;

/** One screening question: its kind, text, choices for choice kinds, knockout answer, and its place in the list. */
export function QuestionEditor({ form, index, count, onMove }: QuestionEditorProps) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const number = index + 1;
  const name = `screening_questions.${index}` as const;
  const question = form.watch(name);
  const errors = form.formState.errors.screening_questions?.[index];
  const kind = question?.kind;
  const choices = question?.choices ?? [];
  const knockoutOptions = kind === 'yes_no' ? YES_NO_ANSWERS : isChoiceKind(kind) ? choices.filter(Boolean) : [];
  const shown = (message: string | undefined) => (message ? translate(message) : undefined);

  const moveButton = (move: QuestionMove, disabled: boolean) => (
    <Button
      id={moveButtonId(index, move)}
      size="small"
      color={move === 'remove' ? 'error' : 'primary'}
      disabled={disabled}
      onClick={() => {
        onMove(move);
      }}
    >
      {t(`jobs.questions.${move}`, { number })}
    </Button>
  );

  return (
    <Paper variant="outlined" component="li" sx={{ p: 2, listStyle: 'none' }}>
      <Stack spacing={2}>
        <Typography component="h3" variant="subtitle1">
          {t('jobs.questions.heading', { number })}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Controller
              control={form.control}
              name={`${name}.kind`}
              render={({ field }) => (
                <TextField
                  select
                  fullWidth
                  label={t('jobs.questions.kind', { number })}
                  value={field.value}
                  inputRef={field.ref}
                  onBlur={field.onBlur}
                  onChange={(event) => {
                    const next = event.target.value as QuestionKind;
                    field.onChange(next);
                    // Choices and a knockout answer belong to the kind: a new kind starts without them.
                    form.setValue(
                      `${name}.choices`,
                      isChoiceKind(next) ? (isChoiceKind(kind) ? choices : ['', '']) : [],
                    );
                    form.setValue(`${name}.knockout_answer`, null);
                  }}
                  error={Boolean(errors?.kind?.message)}
                  helperText={shown(errors?.kind?.message)}
                >
                  {QUESTION_KINDS.map((value) => (
                    <MenuItem key={value} value={value}>
                      {t(`jobs.questions.kinds.${value}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <Controller
              control={form.control}
              name={`${name}.text`}
              render={({ field }) => (
                <TextField
                  fullWidth
                  required
                  label={t('jobs.questions.text', { number })}
                  name={field.name}
                  inputRef={field.ref}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={Boolean(errors?.text?.message)}
                  helperText={shown(errors?.text?.message)}
                />
              )}
            />
          </Grid>
        </Grid>
        {isChoiceKind(kind) ? (
          <QuestionChoices
            number={number}
            value={choices}
            onChange={(next) => {
              form.setValue(`${name}.choices`, next, { shouldDirty: true });
              if (question?.knockout_answer && !next.includes(question.knockout_answer)) {
                form.setValue(`${name}.knockout_answer`, null, { shouldDirty: true });
              }
            }}
            error={errors?.choices?.message ?? errors?.choices?.root?.message}
            errors={choices.map((_choice, at) => errors?.choices?.[at]?.message)}
          />
        ) : null}
        {kind && kind !== 'free_text' ? (
          <Controller
            control={form.control}
            name={`${name}.knockout_answer`}
            render={({ field }) => (
              <TextField
                select
                fullWidth
                label={t('jobs.questions.knockout', { number })}
                value={field.value ?? ''}
                inputRef={field.ref}
                onBlur={field.onBlur}
                onChange={(event) => {
                  field.onChange(event.target.value === '' ? null : event.target.value);
                }}
                error={Boolean(errors?.knockout_answer?.message)}
                helperText={shown(errors?.knockout_answer?.message) ?? t('jobs.questions.knockoutHint')}
              >
                <MenuItem value="">{t('jobs.questions.noKnockout')}</MenuItem>
                {knockoutOptions.map((answer) => (
                  <MenuItem key={answer} value={answer}>
                    {kind === 'yes_no' ? t(`jobs.questions.answers.${answer}`) : answer}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        ) : null}
        <Stack direction="row" spacing={1}>
          {moveButton('up', index === 0)}
          {moveButton('down', index === count - 1)}
          {moveButton('remove', false)}
        </Stack>
      </Stack>
    </Paper>
  );
}
