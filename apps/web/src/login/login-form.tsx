import { useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { postLoginTarget } from '../lib/login-path';
import { openApp } from './app-handover';
import { Alert } from './alert';
import { translateMessage, useT } from './i18n';
import { signIn, type Credentials, type FieldErrors } from './sign-in';

interface FieldProps {
  name: keyof Credentials;
  type: 'email' | 'password';
  label: string;
  autoComplete: string;
  error: string | undefined;
  inputRef: Ref<HTMLInputElement>;
}

function Field({ name, type, label, autoComplete, error, inputRef }: FieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <div className="login-field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type={type}
        // An address reads left to right in every language (decision 0028).
        dir={type === 'email' ? 'ltr' : undefined}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? helperId : undefined}
      />
      {error ? (
        <p id={helperId} className="login-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Email and password. A 422 puts its messages under the fields; anything else (429, …) shows in
 * an alert. Signed in, the browser loads the safe `to` path of the query, or "/".
 */
export function LoginForm() {
  const t = useT();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const email = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);

  const submit = async (form: HTMLFormElement) => {
    const data = new FormData(form);
    setBusy(true);
    setErrors({});
    setFailure(null);
    const result = await signIn({
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
    });
    if (result.type === 'signed-in') {
      // The button stays disabled while the next page loads.
      void openApp(postLoginTarget(window.location.search));
      return;
    }
    setBusy(false);
    if (result.type === 'invalid') {
      setErrors(result.errors);
      (result.errors.email ? email : password).current?.focus();
    } else {
      setFailure(result.message);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) void submit(event.currentTarget);
  };

  const fieldError = (message: string | undefined) => (message ? translateMessage(t, message) : undefined);
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy}>
      {failure ? <Alert type="error">{translateMessage(t, failure)}</Alert> : null}
      <Field
        name="email"
        type="email"
        label={t('auth.login.email')}
        autoComplete="username"
        error={fieldError(errors.email)}
        inputRef={email}
      />
      <Field
        name="password"
        type="password"
        label={t('auth.login.password')}
        autoComplete="current-password"
        error={fieldError(errors.password)}
        inputRef={password}
      />
      <a className="login-link" href="/forgot-password">
        {t('auth.login.forgotPassword')}
      </a>
      <button type="submit" className="login-submit" disabled={busy}>
        {t('auth.login.submit')}
      </button>
    </form>
  );
}
