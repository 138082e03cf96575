import { DEFAULT_TITLE, versionedStylesheet, type Branding } from '@portal/contract';
import { useEffect, useMemo } from 'react';
import { DEFAULT_FAVICON, ensureLink, FAVICON_ID, STYLESHEET_ID } from '../../lib/document-head';

/** Applies the branding to the document: title, favicon and the branding stylesheet. */
export function BrandingHead({ branding }: { branding: Branding | undefined }) {
  const stylesheetPath = branding?.branding.colors.stylesheet ?? null;
  // The version the site bumps when its stylesheet changes (or one per load when it records none), not one per render.
  const stylesheetVersion = branding?.branding.colors.stylesheet_version ?? null;
  const stylesheetUrl = useMemo(
    () => (stylesheetPath ? versionedStylesheet(stylesheetPath, stylesheetVersion) : null),
    [stylesheetPath, stylesheetVersion],
  );

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
