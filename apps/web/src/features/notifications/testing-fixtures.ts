import type { Notification } from '@portal/contract';
import { jsonResponse, requestUrl } from '../../testing/render';

/** A notification as the API answers it. */
export function notificationOf(overrides: Partial<Notification> = {}): Notification {
  return {
    id: '0b6f3a55-1c1e-4d3b-8a9b-1f2e3d4c5b6a',
    kind: 'export_ready',
    params: { export_name: 'Employers', row_count: '12' },
    subject: 'Your export is ready: Employers',
    content: '<p>12 rows are ready to download.</p>',
    link: '/exports/0b6f3a55-1c1e-4d3b-8a9b-1f2e3d4c5b6a',
    account_id: 1,
    site_id: 1,
    notified_at: '2026-11-20T10:00:00.000Z',
    read_at: null,
    ...overrides,
  };
}

export const inboxOf = (data: Notification[], unread = data.filter((n) => !n.read_at).length) =>
  jsonResponse(200, {
    data,
    meta: { current_page: 1, per_page: 25, total: data.length, last_page: 1, unread },
  });

/** A `text/event-stream` response the test writes events into. */
export function controlledStream() {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    send: (event: string, data: unknown) =>
      controller?.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
  };
}

export const isStream = (input: RequestInfo | URL) => requestUrl(input).includes('/v1/notifications/stream');

/** What the bell's and the page's other calls answer: `me`, a mark, read-all (each in its own shape). */
export function answerOthers(input: RequestInfo | URL, init?: RequestInit): Response | undefined {
  const url = requestUrl(input);
  if (url.endsWith('/auth/me')) {
    return jsonResponse(200, {
      id: 1,
      name: 'Ada',
      email: 'ada@acme.test',
      avatar: null,
      permissions: {},
      accounts: [],
    });
  }
  if (url.endsWith('/read-all')) return jsonResponse(200, { data: { updated: 1 } });
  if (init?.method === 'PATCH')
    return jsonResponse(200, { data: notificationOf({ read_at: '2026-11-21T00:00:00.000Z' }) });
  return undefined;
}
