import { DEFAULT_BRANDING, DEFAULT_TITLE, type Branding } from '@portal/contract';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BrandingHead } from './branding-head';

const acme: Branding = {
  ...DEFAULT_BRANDING,
  id: 3,
  name: 'careers',
  title: 'Acme Careers',
  logo_square: '/branding/acme.svg',
  favicon: '/branding/acme.ico',
  branding: { ...DEFAULT_BRANDING.branding, colors: { primary_color: '#0a58ca', primary_darken_color: '#084298', stylesheet: '/branding/acme.css' } },
  settings: { translation_enabled: true, default_locale: 'en' },
};

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
    expect(document.querySelector<HTMLLinkElement>('link#portal-favicon')?.getAttribute('href')).toBe('/branding/acme.ico');
    const href = document.querySelector<HTMLLinkElement>('link#portal-branding-stylesheet')?.getAttribute('href') ?? '';
    expect(href).toMatch(/^\/branding\/acme\.css\?v=\d+$/);
  });
});
