import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { FormAlert } from '../../../components/form/form-alert';

/** A form sent with the token of a mailed link (reset a password, accept an invitation). */
export interface TokenFormProps {
  token: string;
  /** Given the server's message once the token has been used. */
  onSuccess: (message: string) => void;
}

/**
 * The alert above a token form: the form's own, else `invalid` when the server refused the token
 * (used or expired meanwhile), which has no field of its own to show it under.
 */
export function TokenFormAlert({ form, invalid }: { form: TokenFormState; invalid: string }) {
  return <FormAlert message={form.alert ?? (form.formState.errors.token ? invalid : null)} sx={{ mb: 1 }} />;
}

interface TokenFormState {
  alert: string | null;
  formState: { errors: { token?: unknown } };
}

/** The one large submit button under a signed-out form, busy while the form is sent. */
export function AuthSubmitButton({ submitting, children }: { submitting: boolean; children: ReactNode }) {
  return (
    <Button type="submit" variant="contained" size="large" fullWidth loading={submitting} sx={{ mt: 2 }}>
      {children}
    </Button>
  );
}
