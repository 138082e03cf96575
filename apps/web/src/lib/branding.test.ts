import { DEFAULT_BRANDING, HEADERS } from '@portal/contract';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestUrl } from '../testing/render';
import { getBranding } from './branding';
import { acmeBranding as acme } from '../testing/branding-fixture';

describe('branding (spec §1: fetched for the host, defaults on failure)', () => {
  it('asks for the branding of the given domain with the enterprise header', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, acme));
    await expect(getBranding('localhost')).resolves.toMatchObject({ title: 'Acme Careers' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(requestUrl(url)).toBe('/portal/accounts/branding?domain=localhost');
    expect(new Headers(init?.headers).get(HEADERS.enterprise)).toBe('portal-demo');
  });

  it('falls back to the default branding silently, logging the error, when the fetch fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(404, { message: 'Not found.' }));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(getBranding('unknown.example')).resolves.toEqual(DEFAULT_BRANDING);
    expect(logged).toHaveBeenCalled();
  });

  it('falls back to the defaults when the network is down', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(getBranding('localhost')).resolves.toEqual(DEFAULT_BRANDING);
  });
});
