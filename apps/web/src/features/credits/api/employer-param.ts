/** The URL parameter holding the employer staff chose on the credit pages (`?employer=12`). */
export const EMPLOYER_PARAM = 'employer';

/** The chosen employer's id in the URL, or null when absent or malformed. */
export function employerParam(params: URLSearchParams): number | null {
  const raw = params.get(EMPLOYER_PARAM);
  if (raw === null || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
