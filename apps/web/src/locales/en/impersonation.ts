/** The impersonation banner and button, on every signed-in page (decision 0052). */
export const impersonation = {
  banner: {
    label: 'Impersonation',
    user: 'You ({{impersonator}}) are acting as {{name}}',
    candidate: 'You ({{impersonator}}) are viewing, read-only, what this candidate sees: {{name}}',
    candidateLoading: 'You are viewing a candidate as they see the portal, read-only',
    exit: 'Exit',
  },
  /** A change made through an impersonation, wherever an actor is named (decision 0063). */
  actor: '{{impersonator}} as {{name}}',
  button: {
    label: 'Impersonate',
    labelFor: 'Impersonate {{name}}',
    confirmTitle: 'Impersonate {{name}}?',
    confirmUser:
      'You will act as {{name}} until you exit. What you do is recorded as done by them, with your name beside it.',
    confirmCandidate: 'You will see what {{name}} sees of their profile and applications, read-only, until you exit.',
  },
};
