import { JOB_STEP_LIMITS } from '@portal/contract';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useActiveConsultants, type ConsultantOption } from '../../../api/consultants/active-consultants';
import { keepEnterInOpenList } from '../../../components/form/keep-enter-in-list';
import { useTranslateMessage } from '../../../hooks/use-translate-message';

interface ConsultantsFieldProps {
  value: number[];
  onChange: (ids: number[]) => void;
  onBlur?: () => void;
  /** The consultants the job shows already, kept even when no longer active (decision 0016). */
  current: readonly ConsultantOption[];
  /** Called with the chosen consultants so the overview can name them. */
  onChosen: (consultants: ConsultantOption[]) => void;
  error?: string;
}

/** The consultants shown on the job: any of the site's active consultants, in the order chosen. */
export function ConsultantsField({ value, onChange, onBlur, current, onChosen, error }: ConsultantsFieldProps) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const active = useActiveConsultants();
  const known = new Map<number, ConsultantOption>();
  for (const consultant of [...current, ...(active.data ?? [])]) known.set(consultant.id, consultant);
  const chosen = value.map((id) => known.get(id) ?? { id, name: `#${String(id)}`, job_title: null });
  return (
    <Autocomplete
      multiple
      options={active.data ?? []}
      value={chosen}
      loading={active.isPending}
      noOptionsText={t('messages.noOptions')}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      getOptionDisabled={() => value.length >= JOB_STEP_LIMITS.consultants}
      onChange={(_event, next) => {
        onChosen(next);
        onChange(next.map((consultant) => consultant.id));
      }}
      onBlur={onBlur}
      onKeyDown={keepEnterInOpenList}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('jobs.additional.consultants')}
          error={Boolean(error)}
          helperText={
            error ? translate(error) : t('jobs.additional.consultantsHint', { max: JOB_STEP_LIMITS.consultants })
          }
        />
      )}
    />
  );
}
