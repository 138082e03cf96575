import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../hooks/use-translate-message';
import { isolate, isolateLtr } from '../../../lib/bidi';
import { useLinkableUsers } from '../api/consultant-resource';

interface ConsultantUserFieldProps {
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  /** The record's current user, offered even before the list arrives. */
  current: { id: number; name: string; email: string } | null;
  error?: string;
}

/** The optional link to a staff user of the site: a native select of `GET /v1/consultants/users`. */
export function ConsultantUserField({ value, onChange, current, error }: ConsultantUserFieldProps) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const users = useLinkableUsers();
  const options = [...(users.data ?? [])];
  if (current && !options.some((user) => user.id === current.id)) options.unshift(current);
  return (
    <TextField
      select
      fullWidth
      label={t('consultants.fields.user_id')}
      value={value == null ? '' : String(value)}
      onChange={(event) => {
        onChange(event.target.value ? Number(event.target.value) : null);
      }}
      error={Boolean(error)}
      helperText={error ? translate(error) : t('consultants.form.userHint')}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{t('consultants.form.noUser')}</option>
      {options.map((user) => (
        <option key={user.id} value={user.id}>
          {`${isolate(user.name)} (${isolateLtr(user.email)})`}
        </option>
      ))}
    </TextField>
  );
}
