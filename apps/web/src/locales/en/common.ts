export const common = {
  loading: 'Loading…',
  close: 'Close',
  retry: 'Try again',
  backHome: 'Back to home',
  logoAlt: '{{title}} logo',
  defaultTitle: 'Portal',
};
