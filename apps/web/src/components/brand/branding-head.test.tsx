import { DEFAULT_BRANDING, DEFAULT_TITLE } from '@portal/contract';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BrandingHead } from './branding-head';
import { acmeBranding as acme } from '../../testing/branding-fixture';

describe('BrandingHead', () => {
  beforeEach(() => {
    document.title = 'Portal';
  });
  afterEach(() => {
    document.getElementById('portal-branding-stylesheet')?.remove();
  });

  it('uses the default title, favicon and no stylesheet for the default branding', () => {
    render(<BrandingHead branding={DEFAULT_BRANDING} />);
    expect(document.title).toBe(DEFAULT_TITLE);
    expect(document.querySelector<HTMLLinkElement>('link#portal-favicon')?.getAttribute('href')).toBe('/favicon.svg');
    expect(document.getElementById('portal-branding-stylesheet')).toBeNull();
  });

  it('applies a loaded branding: title, favicon and a versioned stylesheet', () => {
    render(<BrandingHead branding={acme} />);
    expect(document.title).toBe('Acme Careers');
    expect(document.querySelector<HTMLLinkElement>('link#portal-favicon')?.getAttribute('href')).toBe(
      '/branding/acme.ico',
    );
    const href = document.querySelector<HTMLLinkElement>('link#portal-branding-stylesheet')?.getAttribute('href') ?? '';
    expect(href).toMatch(/^\/branding\/acme\.css\?v=\d+$/);
  });
});
