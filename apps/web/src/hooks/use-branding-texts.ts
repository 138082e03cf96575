import type { Branding } from '@portal/contract';
import { useLocale } from '../lib/locale-context';
import { useBranding } from '../lib/branding';

type PageTexts = NonNullable<Branding['branding']['login']>;
type Page = 'login' | 'forgot_password' | 'register';

/**
 * A page's custom title and subtitle from the branding, used only while the page is shown in
 * the branding's own language; otherwise the translated defaults apply.
 */
export function useBrandingTexts(page: Page): Partial<PageTexts> {
  const { data: branding } = useBranding();
  const { locale, defaultLocale } = useLocale();
  if (!branding || locale !== defaultLocale) return {};
  return branding.branding[page] ?? {};
}
