import { closeLabel } from './login';

export const common = {
  loading: 'Loading…',
  close: closeLabel,
  retry: 'Try again',
  backHome: 'Back to home',
  logoAlt: '{{title}} logo',
  defaultTitle: 'Portal',
};
