import { APPLICATION_FEEDBACK_MAX } from '@portal/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/form-alert';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';
import { useLeaveFeedback } from '../api/application-feedback';

const RATINGS = [1, 2, 3, 4, 5] as const;

/** A recruiter's feedback: a rating of 1 to 5 (required) and comments. */
export function FeedbackForm({ uuid, ratingOf }: { uuid: string; ratingOf: (value: number) => string }) {
  const { t } = useTranslation();
  const id = useId();
  const leave = useLeaveFeedback(uuid);
  const [rating, setRating] = useState<number | null>(null);
  const [comments, setComments] = useState('');
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating === null) {
      setMissing(true);
      return;
    }
    setFailure(null);
    try {
      await leave.mutateAsync({ rating, comments: comments.trim() || null });
      setRating(null);
      setComments('');
      notify({ type: 'success', message: t('applications.notifications.feedbackSaved') });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-title`}
      sx={{ display: 'grid', gap: 2, maxWidth: 560 }}
    >
      <Typography id={`${id}-title`} component="h2" variant="h6">
        {t('applications.feedback.add')}
      </Typography>
      <FormControl component="fieldset" error={missing}>
        <FormLabel component="legend">{t('applications.feedback.rating')}</FormLabel>
        <RadioGroup
          row
          name={`${id}-rating`}
          value={rating === null ? '' : String(rating)}
          onChange={(_event, value) => {
            setRating(Number(value));
            setMissing(false);
          }}
        >
          {RATINGS.map((value) => (
            <FormControlLabel
              key={value}
              value={String(value)}
              control={<Radio slotProps={{ input: { 'aria-label': ratingOf(value) } }} />}
              label={value}
            />
          ))}
        </RadioGroup>
        {missing ? <FormHelperText>{t('messages.required')}</FormHelperText> : null}
      </FormControl>
      <TextField
        label={t('applications.feedback.comments')}
        value={comments}
        onChange={(event) => {
          setComments(event.target.value);
        }}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: APPLICATION_FEEDBACK_MAX } }}
      />
      <FormAlert message={failure} />
      <div>
        <Button type="submit" variant="contained" loading={leave.isPending}>
          {t('applications.feedback.save')}
        </Button>
      </div>
    </Box>
  );
}
