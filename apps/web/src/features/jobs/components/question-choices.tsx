import { JOB_STEP_LIMITS } from '@portal/contract';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../hooks/use-translate-message';

interface QuestionChoicesProps {
  /** The question's number, to name its fields ("Question 2, choice 1"). */
  number: number;
  value: string[];
  onChange: (choices: string[]) => void;
  /** The list's own error (fewer than two) and each choice's. */
  error?: string;
  errors: (string | undefined)[];
}

/** A choice question's answers: at least two, added and removed, each a line of text. */
export function QuestionChoices({ number, value, onChange, error, errors }: QuestionChoicesProps) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  return (
    <Stack spacing={1}>
      {value.map((choice, index) => (
        // A plain string list: its position is its identity.
        <Stack direction="row" spacing={1} key={index} sx={{ alignItems: 'flex-start' }}>
          <TextField
            fullWidth
            size="small"
            required
            label={t('jobs.questions.choice', { question: number, number: index + 1 })}
            value={choice}
            onChange={(event) => {
              onChange(value.map((kept, at) => (at === index ? event.target.value : kept)));
            }}
            error={Boolean(errors[index])}
            helperText={errors[index] ? translate(errors[index]) : undefined}
          />
          <Button
            color="error"
            sx={{ flexShrink: 0 }}
            onClick={() => {
              onChange(value.filter((_kept, at) => at !== index));
            }}
          >
            {t('jobs.questions.removeChoice', { question: number, number: index + 1 })}
          </Button>
        </Stack>
      ))}
      {error ? (
        <Typography role="alert" color="error" variant="body2">
          {translate(error)}
        </Typography>
      ) : null}
      {value.length < JOB_STEP_LIMITS.choices ? (
        <div>
          <Button
            size="small"
            startIcon={<AddIcon />}
            onClick={() => {
              onChange([...value, '']);
            }}
          >
            {t('jobs.questions.addChoice', { number })}
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}
