import { listQuerySchema, pageOf as pageSchemaOf } from '@portal/contract';
import { QueryClient } from '@tanstack/react-query';
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
