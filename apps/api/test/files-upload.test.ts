import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileTooLargeMessage, fileTypeMessage, MESSAGES } from '@portal/contract';
import * as sample from './fixtures/sample-files.js';
import { useTestApp } from './helper.js';
import { multipartBody, upload } from './upload-helper.js';

const t = useTestApp({ UPLOADS_MAX_PER_USER: '40' });
const ids = t.ids;
const MB = 1024 * 1024;

describe('POST /portal/v1/forms/upload-file', () => {
  it('answers 401 to a stranger before reading the body', async () => {
    const res = await upload(t, { kind: 'logo', filename: 'logo.png', data: await sample.pngBytes() });
    expect(res.statusCode).toBe(401);
  });

  it('stores an image with the type its content has, and serves it back to anyone with the link', async () => {
    const token = await t.login('admin@acme.test');
    const png = await sample.pngBytes(32, 32);
    const res = await upload(t, {
      token,
      sid: ids.site('acme/careers'),
      kind: 'logo',
      filename: 'Logo.PNG',
      data: png,
    });
    expect(res.statusCode).toBe(201);
    const file = res.json().data;
    expect(file).toMatchObject({ kind: 'logo', name: 'Logo.png', mime: 'image/png', size: png.length });
    expect(file.url).toBe(`/files/${file.id}`);

    const served = await t.app.inject({ method: 'GET', url: file.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
      'cross-origin-resource-policy': 'cross-origin',
    });
    expect(served.headers['content-disposition']).toMatch(/^inline; filename="Logo.png"/);
    const again = await t.app.inject({ method: 'GET', url: file.url, headers: { 'if-none-match': `"${file.id}"` } });
    expect(again.statusCode).toBe(304);
  });

  it('takes a PNG renamed .pdf only where PNG is allowed, and names it .png', async () => {
    const token = await t.login('recruiter@acme.test');
    const sid = ids.site('acme/careers');
    const data = await sample.pngBytes();
    const asResume = await upload(t, { token, sid, kind: 'resume', filename: 'cv.pdf', data, type: 'application/pdf' });
    expect(asResume.statusCode).toBe(422);
    expect(asResume.json().errors).toEqual({ file: [fileTypeMessage('resume')] });
    const asDocument = await upload(t, {
      token,
      sid,
      kind: 'document',
      filename: 'cv.pdf',
      data,
      type: 'application/pdf',
    });
    expect(asDocument.statusCode).toBe(201);
    expect(asDocument.json().data).toMatchObject({ name: 'cv.png', mime: 'image/png' });
  });

  it('refuses a script or a page called .png, whatever type the client claims', async () => {
    const token = await t.login('admin@acme.test');
    for (const data of [sample.scriptBytes(), sample.htmlBytes(), sample.svgBytes()]) {
      const res = await upload(t, {
        token,
        sid: ids.site('acme/careers'),
        kind: 'photo',
        filename: 'me.png',
        data,
        type: 'image/png',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: MESSAGES.givenDataInvalid, errors: { file: [fileTypeMessage('photo')] } });
    }
  });

  it('answers "Image error." for an image that does not decode', async () => {
    const token = await t.login('admin@acme.test');
    const res = await upload(t, {
      token,
      sid: ids.site('acme/careers'),
      kind: 'banner',
      filename: 'banner.png',
      data: await sample.brokenPngBytes(),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ file: [MESSAGES.imageError] });
  });

  it("refuses a file over its kind's size with 413 and the limit in the message, a body over any kind's unread", async () => {
    const token = await t.login('admin@acme.test');
    const sid = ids.site('acme/careers');
    const big = Buffer.concat([await sample.pngBytes(), Buffer.alloc(2 * MB)]);
    const res = await upload(t, { token, sid, kind: 'logo', filename: 'logo.png', data: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: fileTooLargeMessage('logo') });
    expect(res.headers.connection).toBe('close');
    expect(fileTooLargeMessage('logo')).toBe('The file may not be greater than 2 MB.');

    // Over the route's own limit (the largest kind's size): refused on its Content-Length alone.
    const huge = await upload(t, { token, sid, kind: 'resume', filename: 'cv.pdf', data: Buffer.alloc(11 * MB) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: MESSAGES.tooLong });
    // Nothing is left waiting on disk, accepted or refused.
    expect(fs.readdirSync(path.join(t.dataDir, 'tmp', 'uploads'))).toEqual([]);
  });

  it('names a missing or unknown kind, and a missing or empty file', async () => {
    const token = await t.login('admin@acme.test');
    const scope = { sid: ids.site('acme/careers') };
    const send = (query: string, parts: Parameters<typeof multipartBody>[0]) => {
      const body = multipartBody(parts);
      return t.request({ method: 'POST', url: `/portal/v1/forms/upload-file${query}`, token, scope, ...body });
    };
    const data = await sample.pngBytes();
    const file = [{ name: 'file', filename: 'a.png', data }];
    expect((await send('', file)).json().errors).toEqual({ kind: [MESSAGES.noFormHandler] });
    expect((await send('?kind=wallpaper', file)).json().errors).toEqual({ kind: [MESSAGES.invalidFormHandler] });
    expect((await send('?kind=logo', [{ name: 'kind', value: 'logo' }])).json().errors).toEqual({
      file: [MESSAGES.required],
    });
    expect(
      (await send('?kind=logo', [{ name: 'file', filename: 'a.png', data: Buffer.alloc(0) }])).json().errors,
    ).toEqual({ file: [MESSAGES.fileEmpty] });
    const json = await t.request({
      method: 'POST',
      url: '/portal/v1/forms/upload-file?kind=logo',
      token,
      scope,
      payload: { kind: 'logo' },
    });
    expect(json.statusCode).toBe(422);
  });

  it('needs a selected site', async () => {
    const token = await t.login('admin@acme.test');
    const res = await upload(t, { token, kind: 'logo', filename: 'a.png', data: await sample.pngBytes() });
    expect(res.statusCode).toBe(403);
  });
});

describe('reading files', () => {
  it("answers 404 for another site's file, in another account or the same one", async () => {
    const admin = await t.login('owner@acme.test');
    const careers = ids.site('acme/careers');
    const res = await upload(t, {
      token: admin,
      sid: careers,
      kind: 'photo',
      filename: 'me.jpg',
      data: await sample.jpegBytes(),
    });
    const { id } = res.json().data;
    expect(
      (await t.request({ method: 'GET', url: `/portal/v1/files/${id}`, token: admin, scope: { sid: careers } }))
        .statusCode,
    ).toBe(200);

    const jobs = ids.site('acme/jobs');
    const globex = await t.login('owner@globex.test');
    for (const [token, sid] of [
      [admin, jobs],
      [globex, ids.site('globex/talent')],
    ] as const) {
      for (const url of [`/portal/v1/files/${id}`, `/portal/v1/files/${id}/content`]) {
        expect((await t.request({ method: 'GET', url, token, scope: { sid } })).statusCode, url).toBe(404);
      }
    }
  });

  it('keeps a resume private: not by link, not for strangers, only for site staff who read candidates and the uploader', async () => {
    const sid = ids.site('acme/careers');
    const empid = ids.employer('Acme Bakery');
    const uploader = await t.login('employer@acme.test');
    const pdf = sample.pdfBytes();
    const res = await upload(t, {
      token: uploader,
      sid,
      empid,
      kind: 'resume',
      filename: 'Jane Doe CV.pdf',
      data: pdf,
    });
    expect(res.statusCode).toBe(201);
    const file = res.json().data;
    expect(file.url).toBe(`/portal/v1/files/${file.id}/content`);

    expect((await t.app.inject({ method: 'GET', url: `/files/${file.id}` })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: file.url, scope: { sid } })).statusCode).toBe(401);

    const recruiter = await t.login('recruiter@acme.test');
    const read = await t.request({ method: 'GET', url: file.url, token: recruiter, scope: { sid } });
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(pdf)).toBe(true);
    expect(read.headers).toMatchObject({
      'content-type': 'application/pdf',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    expect(read.headers['content-disposition']).toBe(
      `attachment; filename="Jane Doe CV.pdf"; filename*=UTF-8''Jane%20Doe%20CV.pdf`,
    );
    expect((await t.request({ method: 'GET', url: file.url, token: uploader, scope: { sid } })).statusCode).toBe(200);

    const colleague = await t.login('staff@acme.test');
    expect((await t.request({ method: 'GET', url: file.url, token: colleague, scope: { sid } })).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `/portal/v1/files/${file.id}`, token: colleague, scope: { sid } }))
        .statusCode,
    ).toBe(404);
  });

  it('serves a stylesheet as UTF-8 CSS, as an attachment should anyone open it', async () => {
    const token = await t.login('admin@acme.test');
    const res = await upload(t, {
      token,
      sid: ids.site('acme/careers'),
      kind: 'stylesheet',
      filename: 'brand.css',
      data: sample.cssBytes(),
    });
    expect(res.statusCode).toBe(201);
    const served = await t.app.inject({ method: 'GET', url: res.json().data.url });
    expect(served.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);
    expect(served.body).toBe(sample.cssBytes().toString('utf8'));
  });

  it('answers a malformed or unknown link with the JSON 404', async () => {
    for (const url of ['/files/not-a-uuid', '/files/00000000-0000-4000-8000-000000000000']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: MESSAGES.notFound });
    }
  });
});

describe('upload limits per user', () => {
  it('answers 429 past UPLOADS_MAX_PER_USER in the window', async () => {
    const token = await t.login('manager@acme.test');
    const data = await sample.pngBytes();
    const codes: number[] = [];
    for (let i = 0; i < 41; i++) {
      codes.push(
        (await upload(t, { token, sid: ids.site('acme/careers'), kind: 'avatar', filename: 'a.png', data })).statusCode,
      );
    }
    expect(codes.slice(0, 40).every((code) => code === 201)).toBe(true);
    expect(codes[40]).toBe(429);
  });
});
