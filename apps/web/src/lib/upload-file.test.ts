import { HEADERS, MESSAGES } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { authStore, getAuth, setToken } from './auth-store';
import { pageNavigation } from './page-navigation';
import { scopeStore } from './scope-store';
import { uploadFile } from './upload-file';

/** A stand-in XMLHttpRequest that records what is sent and answers as told. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const file = new File(['x'], 'logo.png', { type: 'image/png' });

describe('uploadFile', () => {
  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    authStore.set(null);
    scopeStore.set({ accountId: 1, siteId: 3, employerId: null });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('posts the kind in the URL and the file in the body with the client headers, reports progress and returns the stored file', async () => {
    setToken({ access_token: 'abc', token_type: 'Bearer' });
    const onProgress = vi.fn();
    const pending = uploadFile('logo', file, { onProgress });
    const xhr = FakeXhr.last as FakeXhr;
    expect([xhr.method, xhr.url]).toEqual(['POST', '/portal/v1/forms/upload-file?kind=logo']);
    expect(xhr.headers.authorization).toBe('Bearer abc');
    expect(xhr.headers[HEADERS.site.toLowerCase()]).toBe('3');
    expect(xhr.headers['content-type']).toBeUndefined();
    expect([...(xhr.body?.keys() ?? [])]).toEqual(['file']);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    expect(onProgress).toHaveBeenCalledWith(0.25);
    const data = {
      id: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
      kind: 'logo',
      name: 'logo.png',
      mime: 'image/png',
      size: 1,
      url: '/files/3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
      created_at: '2026-11-23T10:00:00.000Z',
    };
    xhr.answer(201, { data });
    await expect(pending).resolves.toEqual(data);
  });

  it("rejects with the 422's field errors", async () => {
    const pending = uploadFile('logo', file);
    (FakeXhr.last as FakeXhr).answer(422, {
      message: MESSAGES.givenDataInvalid,
      errors: { file: [MESSAGES.imageError] },
    });
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errors).toEqual({ file: [MESSAGES.imageError] });
  });

  it('ends the session on 401, and rejects with AbortError when cancelled', async () => {
    const replace = vi.spyOn(pageNavigation, 'replace').mockImplementation(() => undefined);
    setToken({ access_token: 'abc', token_type: 'Bearer' });
    const expired = uploadFile('logo', file);
    (FakeXhr.last as FakeXhr).answer(401, { message: MESSAGES.unauthenticated });
    await expect(expired).rejects.toMatchObject({ status: 401 });
    expect(getAuth()).toBeNull();
    expect(replace).toHaveBeenCalled();

    const controller = new AbortController();
    const cancelled = uploadFile('logo', file, { signal: controller.signal });
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
  });
});
