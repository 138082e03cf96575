import { MESSAGES } from '@portal/contract/messages';

/*
 * The strings of the lean sign-in page (src/login, docs/decisions/0009), at the same keys as in
 * the full resource, which is built from these same objects. The sign-in page loads only this
 * module (and, for French or Arabic, only that language's login.ts), never a whole resource.
 */

/** auth.login */
export const signIn = {
  title: 'Welcome to {{title}}',
  subtitle: 'Please sign in to your account.',
  email: 'Email',
  password: 'Password',
  submit: 'Sign in',
  forgotPassword: 'Forgot password?',
};

/** layout.theme and layout.language: the preference choices. */
export const themeLabels = { label: 'Theme', light: 'Light', dark: 'Dark', system: 'System' };
export const languageLabels = { label: 'Language' };
/** snackbar.types: the title of a message by its type (spec §8). */
export const snackbarTypes = { success: 'Success', info: 'Info', warning: 'Warning', error: 'Error' };
/** common.close */
export const closeLabel = 'Close';

/** English messages are the contract's catalogue itself. */
export const messages = { ...MESSAGES };

export const loginResource = {
  common: { close: closeLabel },
  auth: { login: signIn },
  layout: { theme: themeLabels, language: languageLabels },
  snackbar: { types: snackbarTypes },
  messages,
};

export type LoginTranslation = typeof loginResource;
