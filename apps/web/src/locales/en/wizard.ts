/** The multi-step form of the kit (components/wizard). */
export const wizard = {
  steps: 'Steps',
  progress: 'Step {{current}} of {{total}}',
  where: 'Step {{current}} of {{total}}: {{step}}',
  back: 'Back',
  next: 'Next',
  saveDraft: 'Save draft',
  draftSaved: 'Draft saved.',
  loadFailed: 'The draft could not be loaded.',
};
