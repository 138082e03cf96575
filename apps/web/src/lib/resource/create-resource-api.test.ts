import { listQuerySchema, pageOf as pageSchemaOf } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonResponse, requestUrl } from '../../testing/render';
import { createResourceApi } from './create-resource-api';
import { defineResource, uuidKey } from './define-resource';

const EntrySchema = z.object({ uuid: z.string(), note: z.string() });
const pageOf = (note: string) => ({
  data: [{ uuid: '0b6f3b3e-2f1a-4c55-9d7e-1a2b3c4d5e6f', note }],
  meta: { current_page: 1, last_page: 1, per_page: 25, total: 1 },
});

// A list-only resource (as the credit ledger): a page schema and nothing else.
const notes = createResourceApi(
  defineResource(
    { name: 'notes', path: '/v1/notes', subject: 'credits', key: uuidKey },
    { query: listQuerySchema(['created_at'], { kind: z.string().optional() }), page: pageSchemaOf(EntrySchema) },
  ),
);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createResourceApi lists', () => {
  it('reads a named view at {path}/{view}, under its own cache key', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, pageOf('held')));
    const client = new QueryClient();
    await client.fetchQuery(notes.listOptions({ page: 1 }, { view: 'on-hold' }));
    expect(new URL(requestUrl(fetchMock.mock.calls[0]?.[0]), 'http://portal.test').pathname).toBe(
      '/portal/v1/notes/on-hold',
    );
    expect(notes.keys.list({ page: 1 }, { view: 'on-hold' })).not.toEqual(notes.keys.list({ page: 1 }));
  });

  it("keeps each scope's rows apart, so switching never shows another's from cache", async () => {
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(jsonResponse(200, pageOf('first employer')))
      .mockResolvedValueOnce(jsonResponse(200, pageOf('second employer')));
    const client = new QueryClient();
    const first = await client.fetchQuery(notes.listOptions({ page: 1 }, { scope: [1] }));
    const second = await client.fetchQuery(notes.listOptions({ page: 1 }, { scope: [2] }));
    expect(first.data[0]?.note).toBe('first employer');
    expect(second.data[0]?.note).toBe('second employer');
    // The scope sits under the lists' root: refreshing one employer's pages leaves the other's alone.
    await client.invalidateQueries({ queryKey: [...notes.keys.lists, 1] });
    expect(client.getQueryState(notes.keys.list({ page: 1 }, { scope: [1] }))?.isInvalidated).toBe(true);
    expect(client.getQueryState(notes.keys.list({ page: 1 }, { scope: [2] }))?.isInvalidated).toBe(false);
  });
});

describe('createResourceApi records', () => {
  const entries = createResourceApi(
    defineResource(
      { name: 'entries', path: '/v1/entries', subject: 'jobs', key: uuidKey },
      {
        query: listQuerySchema(['created_at'], {}),
        page: pageSchemaOf(EntrySchema),
        detail: z.object({ data: EntrySchema }),
      },
    ),
    { detailSuffix: 'detail' },
  );

  it('reads one record below its key when the API places it there ({path}/{uuid}/detail, as jobs)', async () => {
    const uuid = '0b6f3b3e-2f1a-4c55-9d7e-1a2b3c4d5e6f';
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, { data: { uuid, note: 'x' } }));
    await new QueryClient().fetchQuery(entries.detailOptions(uuid));
    expect(new URL(requestUrl(fetchMock.mock.calls[0]?.[0]), 'http://portal.test').pathname).toBe(
      `/portal/v1/entries/${uuid}/detail`,
    );
  });
});

describe('createResourceApi creates (decision 0059)', () => {
  const entries = createResourceApi(
    defineResource(
      { name: 'entries', path: '/v1/entries', subject: 'jobs', key: uuidKey },
      {
        query: listQuerySchema(['created_at'], {}),
        page: pageSchemaOf(EntrySchema),
        saved: z.object({ data: EntrySchema }),
      },
    ),
  );
  const saved = { data: { uuid: '0b6f3b3e-2f1a-4c55-9d7e-1a2b3c4d5e6f', note: 'x' } };
  const keyOf = (call: Parameters<typeof fetch> | undefined) => new Headers(call?.[1]?.headers).get('Idempotency-Key');

  it('sends an Idempotency-Key with a create, and a new one for each separate attempt', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse(201, saved));
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(() => entries.useSave(), { wrapper });
    // The user submits the same form twice, each answered: two attempts, two records meant.
    await result.current.mutateAsync({ body: { note: 'same' } });
    await result.current.mutateAsync({ body: { note: 'same' } });
    const [first, second] = fetchMock.mock.calls.map(keyOf);
    expect(first).toMatch(/^[\x20-\x7e]{1,255}$/);
    expect(second).toMatch(/^[\x20-\x7e]{1,255}$/);
    expect(second).not.toBe(first);
  });

  it('sends the same key again when the attempt got no answer, so the server answers its first result', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse(503, { message: 'The service is temporarily unavailable.' }))
      .mockResolvedValueOnce(jsonResponse(201, saved));
    for (let i = 0; i < 3; i += 1) await entries.save({ body: { note: 'retried' } }).catch(() => undefined);
    const keys = fetchMock.mock.calls.map(keyOf);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).not.toBeNull();
  });

  it('sends no key with an edit', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, saved));
    await entries.save({ key: saved.data.uuid, body: { note: 'edited' } });
    expect(keyOf(fetchMock.mock.calls[0])).toBeNull();
  });
});
