/** Shared confirmation dialogs (components/confirm). */
export const confirm = {
  cancel: 'Cancel',
  typedPrompt: 'To confirm, type <strong>{{label}}</strong> below.',
  typedInputLabel: 'Type the name to confirm',
  leaveTitle: 'Leave this page?',
  leaveDescription: 'Your changes have not been saved and will be lost.',
  leave: 'Leave',
};
