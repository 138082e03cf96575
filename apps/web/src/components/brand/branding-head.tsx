import { DEFAULT_TITLE, versionedStylesheet, type Branding } from '@portal/contract';
import { useEffect, useMemo } from 'react';
import { DEFAULT_FAVICON, ensureLink, FAVICON_ID, STYLESHEET_ID } from '../../lib/document-head';

/** Applies the branding to the document: title, favicon and the branding stylesheet. */
export function BrandingHead({ branding }: { branding: Branding | undefined }) {
  const stylesheetPath = branding?.branding.colors.stylesheet ?? null;
  // One cache-busting version per loaded branding, not per render.
  const stylesheetUrl = useMemo(() => (stylesheetPath ? versionedStylesheet(stylesheetPath) : null), [stylesheetPath]);

  useEffect(() => {
    if (!branding) return;
    document.title = branding.title || DEFAULT_TITLE;
    ensureLink(FAVICON_ID, 'icon').href = branding.favicon || DEFAULT_FAVICON;
  }, [branding]);

  useEffect(() => {
    if (!stylesheetUrl) {
      document.getElementById(STYLESHEET_ID)?.remove();
      return;
    }
    ensureLink(STYLESHEET_ID, 'stylesheet').href = stylesheetUrl;
  }, [stylesheetUrl]);

  return null;
}
