/**
 * Query keys of the credits feature. What belongs to an employer is keyed by the employer the
 * request acts for (the X-AF-EMPID it sends), so switching employers never shows another's data.
 */
export const creditKeys = {
  all: ['credits'] as const,
  employer: (employerId: number | null) => ['credits', 'employer', employerId] as const,
  balance: (employerId: number | null) => ['credits', 'employer', employerId, 'balance'] as const,
  previews: ['credits', 'preview'] as const,
  preview: (quantity: number) => ['credits', 'preview', quantity] as const,
  purchase: (uuid: string) => ['credits', 'purchase', uuid] as const,
};
