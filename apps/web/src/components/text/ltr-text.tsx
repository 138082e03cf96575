import type { ReactNode } from 'react';

/**
 * Text that reads left to right in any page direction: phone numbers, e-mail addresses, codes.
 * Digits and `+` have no direction of their own, so an Arabic page lays `+1 555 0121` out as
 * `0121 555 1+`; isolated left to right they keep their order, still set at the page's side
 * (decision 0028).
 */
export function LtrText({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
