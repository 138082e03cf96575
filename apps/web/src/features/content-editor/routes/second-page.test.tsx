import { MESSAGES } from '@portal/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, requestUrl } from '../../../testing/render';
import { WithPermissions } from '../../../testing/session';
import { SecondPageRoute } from './second-page';

function mockToken(response: () => Response) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(response()));
}

describe('/second-page, the content editor', () => {
  it("opens the site's content editor in a new tab with the token in the link's fragment, ", async () => {
    const fetchMock = mockToken(() =>
      jsonResponse(200, {
        data: {
          token: 'header.claims.signature',
          token_type: 'Bearer',
          expires_in: 300,
          expires_at: '2026-11-26T10:05:00.000Z',
          editor_url: 'https://cms.example.test/editor',
        },
      }),
    );
    renderWithProviders(
      <WithPermissions entries={['settings.update']}>
        <SecondPageRoute />
      </WithPermissions>,
    );
    const link = await screen.findByRole('link', { name: /Open the content editor/ });
    expect(link.getAttribute('href')).toBe('https://cms.example.test/editor#token=header.claims.signature');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    const [input] = fetchMock.mock.calls[0] ?? [];
    expect(requestUrl(input as RequestInfo)).toContain('/portal/v1/cms/auth/token');
  });

  it('says "Form not available." when the portal has no content editor', async () => {
    mockToken(() => jsonResponse(404, { message: MESSAGES.formNotAvailable }));
    renderWithProviders(
      <WithPermissions entries={['settings.update']}>
        <SecondPageRoute />
      </WithPermissions>,
    );
    expect(await screen.findByText(MESSAGES.formNotAvailable)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Open the content editor/ })).toBeNull();
  });
});
