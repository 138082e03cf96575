/** The multi-step form of the kit (components/wizard). */
export const wizard = {
  steps: 'Steps',
  progress: 'Step {{current}} of {{total}}',
  back: 'Back',
  next: 'Next',
  saveDraft: 'Save draft',
  draftSaved: 'Draft saved.',
  loadFailed: 'The draft could not be loaded.',
};
