import { MESSAGES } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store';
import { jsonResponse, renderWithProviders, requestUrl } from '../../../testing/render';
import { ExportStatusRoute } from './export-status';

const id = '7f1c2a4e-8d2b-4c3a-9e1f-0a1b2c3d4e5f';
const record = { id, status: 'done', row_count: 12, created_at: '2025-01-02T10:00:00.000Z' };

function renderPage() {
  return renderWithProviders(<ExportStatusRoute />, { path: '/exports/:id', initialEntry: `/exports/${id}` });
}

describe('export page', () => {
  beforeEach(() => {
    authStore.set({ access_token: 'secret', token_type: 'Bearer', parent: null, redirect: null });
  });

  it('says so when the export is not the viewer’s (404)', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(404, { message: MESSAGES.notFound }));
    renderPage();
    expect(await screen.findByText(/does not exist, or it was requested by someone else/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });

  it('downloads the CSV through the API client, with the bearer token, and saves it', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      if (requestUrl(input).endsWith('/download')) {
        return Promise.resolve(
          new Response('id,business_name\n1,Acme Bakery\n', {
            status: 200,
            headers: {
              'Content-Type': 'text/csv',
              'Content-Disposition': 'attachment; filename="employers-2025-01-02.csv"',
            },
          }),
        );
      }
      return Promise.resolve(jsonResponse(200, { data: record }));
    });
    const createObjectURL = vi.fn(() => 'blob:portal/1');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    renderPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => {
      expect(click).toHaveBeenCalled();
    });
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('employers-2025-01-02.csv');
    expect(anchor.href).toBe('blob:portal/1');
    const download = fetchMock.mock.calls.find(([input]) => requestUrl(input).endsWith('/download'));
    expect(requestUrl(download?.[0])).toBe(`/portal/v1/exports/${id}/download`);
    expect(new Headers(download?.[1]?.headers).get('Authorization')).toBe('Bearer secret');
  });
});
