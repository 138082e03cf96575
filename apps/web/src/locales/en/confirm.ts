/** Shared confirmation dialogs (components/confirm). */
export const confirm = {
  cancel: 'Cancel',
  typedPrompt: 'To confirm, type <strong>{{label}}</strong> below.',
  /** The typed field's label names what is typed (decision 0067). */
  typedInput: {
    name: 'Type the name to confirm',
    title: 'Type the title to confirm',
    label: 'Type the button’s label to confirm',
  },
  leaveTitle: 'Leave this page?',
  leaveDescription: 'Your changes have not been saved and will be lost.',
  leave: 'Leave',
};
