/** The spec's user-facing sentences (§5, §8), letter for letter. Clients translate them by key. */
export const MESSAGES = {
  required: 'This field is required.',
  invalid: 'This value is invalid.',
  confirmed: 'The confirmation field does not match.',
  givenDataInvalid: 'The given data was invalid.',
  unknownError: 'Unknown error.',
  notAuthorized: 'You are not authorized!',
  noPermission: "You don't have permission to access this page.",
  sessionExpired: 'Your session has expired.',
  notEnoughCredits: "You don't have enough credits to post this job. Please purchase more credits to continue.",
  noData: 'No data available',
  noOptions: 'No options found.',
  noFeedback: 'No feedback left.',
  noResume: 'No resume found',
  imageError: 'Image error.',
  // Our own (the spec leaves these open; see docs/decisions/0003-api-errors.md).
  unauthenticated: 'Unauthenticated.',
  unauthorized: 'This action is unauthorized.',
  notFound: 'Not found.',
  tooLong: 'This value is too long.',
  tooShort: 'This value is too short.',
  invalidCredentials: 'These credentials do not match our records.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  enterpriseKeyMissing: 'The X-AF-EID header is required.',
  enterpriseKeyInvalid: 'The X-AF-EID header is invalid.',
  scopeRefused: 'You do not have access to the selected account, site or employer.',
  resetTokenInvalid: 'This password reset link is invalid or has expired.',
  resetLinkSent: 'If an account exists for that address, we have emailed a password reset link.',
  passwordReset: 'Your password has been reset.',
  serverError: 'Server Error',
  statusConflict: "This action is not allowed in the record's current status.",
  alreadyMember: 'This user already belongs to this employer.',
  exportNotReady: 'This export is not ready yet.',
  invitationInvalid: 'This invitation is invalid or has expired.',
  invitationAccepted: 'Invitation accepted. You can now sign in.',
  fileEmpty: 'The file is empty.',
  stylesheetInvalid: 'The stylesheet must be UTF-8 text.',
  siteStorageFull: "This site's storage is full. Ask the site's operator for more space.",
  userStorageFull: 'Your uploads have used up your storage. Ask an administrator for more space.',
  fileNotOnSite: 'The selected file does not exist on this site.',
  fileWrongKind: 'The selected file was uploaded for another kind of field. Upload it again here.',
  tagNameTaken: 'A tag with this name already exists.',
  taken: 'This value has already been taken.',
  defaultLanguageDisabled: 'The default language must be one of the enabled languages.',
  unknownPlaceholder: 'This text uses a placeholder that does not exist for this mail.',
  linkPlaceholderRequired: 'The body must include the link placeholder.',
  consultantOnLiveJobs: 'This consultant is shown on a live job and cannot be deleted. Remove them from the job first.',
  optionListIncomplete: 'The new order must list every option of the list exactly once.',
  tierDuplicate: 'Another tier already starts at this quantity.',
  tierNotIncreasing: 'A tier for more credits must take a bigger percent off than every tier for fewer credits.',
  revokeExceedsBalance: 'The employer does not have that many credits to revoke.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different purchase.',
  paymentDeclined: 'Your card was declined. No payment was taken.',
  paymentFailed: 'The payment did not go through. No credits were added.',
  productInUse: 'Jobs were posted as this product, so it cannot be deleted. Deactivate it instead.',
  paymentUnavailable: 'The payment service cannot be reached right now. Please try again in a moment.',
  paymentExpired: 'The payment was not completed in time. No credits were added.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

const byText = new Map<string, MessageKey>(Object.entries(MESSAGES).map(([key, text]) => [text, key as MessageKey]));

/** The key of a known message, so a client can show it in the user's language. */
export function messageKey(text: string): MessageKey | undefined {
  return byText.get(text);
}
