import { signIn } from './login';

export const auth = {
  login: signIn,
  forgotPassword: {
    title: 'Forgot password?',
    subtitle: 'Enter your email and we will send you instructions to reset your password.',
    email: 'Email',
    submit: 'Send reset link',
    backToLogin: 'Back to sign in',
  },
  resetPassword: {
    title: 'Reset password',
    subtitle: 'Choose a new password of at least 8 characters.',
    email: 'Email',
    password: 'Password',
    passwordConfirmation: 'Confirm password',
    submit: 'Set new password',
    backToLogin: 'Back to sign in',
    requestNewLink: 'Request a new link',
  },
  userMenu: {
    label: 'Account menu',
    logout: 'Log out',
    stopImpersonating: 'Stop impersonating',
    impersonating: 'Signed in as {{name}} for {{impersonator}}',
  },
};
