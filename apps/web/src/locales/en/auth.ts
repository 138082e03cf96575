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
  acceptInvitation: {
    title: 'Accept invitation',
    invited: 'You are invited to join {{employer}} as {{role}}.',
    sentTo: 'Invitation sent to',
    choosePassword: 'Give your name and choose a password of at least 8 characters to sign in with.',
    existingAccount: 'You will sign in with the password of your existing account.',
    name: 'Name',
    password: 'Password',
    passwordConfirmation: 'Confirm password',
    submit: 'Accept invitation',
    signIn: 'Go to sign in',
  },
  userMenu: {
    label: 'Account menu',
    logout: 'Log out',
    profile: 'Profile',
    stopImpersonating: 'Stop impersonating',
    impersonating: 'You ({{impersonator}}) are acting as {{name}}',
  },
};
