import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { fileTooLargeMessage, MESSAGES } from '@portal/contract';
import { apply, DOMAINS, jobOf, publicPath } from './candidate-site-helper.js';
import { useTestApp } from './helper.js';
import { multipartBody } from './upload-helper.js';

// Decision 0061: every body, part and nesting depth is bounded before it is read or walked.
const t = useTestApp();
const careers = () => t.ids.site('acme/careers');
const MB = 1024 * 1024;
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('JSON bodies', () => {
  it('refuses a body nested deeper than any payload before parsing it, with 422 on body', async () => {
    const dental = await jobOf(t, careers(), 'Dental Receptionist');
    const res = await t.request({
      method: 'POST',
      url: publicPath(DOMAINS.careers, `/${dental.uuid}/flag`),
      headers: { 'content-type': 'application/json' },
      payload: `{"reason":"spam","comments":${nested(5000)}}`,
      remoteAddress: '192.0.2.90',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: MESSAGES.givenDataInvalid, errors: { body: [MESSAGES.invalid] } });
  });

  it('refuses a JSON body over the default limit with 413', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/portal/auth/login',
      payload: { email: 'admin@acme.test', password: 'x'.repeat(300 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: MESSAGES.tooLong });
  });

  it("holds an anonymous short form to a few fields' size", async () => {
    const dental = await jobOf(t, careers(), 'Dental Receptionist');
    const res = await t.request({
      method: 'POST',
      url: publicPath(DOMAINS.careers, `/${dental.uuid}/feedback`),
      payload: { rating: 3, recommend_employer: true, comments: 'x'.repeat(20 * 1024) },
      remoteAddress: '192.0.2.91',
    });
    expect(res.statusCode).toBe(413);
  });
});

describe('the apply form', () => {
  it('refuses deeply nested answers with 422 on answers, never a 500', async () => {
    const pastry = await jobOf(t, careers(), 'Pastry Chef');
    const body = multipartBody([
      { name: 'first_name', value: 'Deep' },
      { name: 'last_name', value: 'Nest' },
      { name: 'email', value: 'deep@example.test' },
      { name: 'consent', value: 'true' },
      { name: 'answers', value: `{"0":${nested(20_000)}}` },
    ]);
    const res = await t.request({
      method: 'POST',
      url: publicPath(DOMAINS.careers, `/${pastry.uuid}/apply`),
      headers: body.headers,
      payload: body.payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ answers: [MESSAGES.invalid] });
  });

  it("refuses a resume over its kind's size with 413 and closes the connection", async () => {
    const dental = await jobOf(t, careers(), 'Dental Receptionist');
    const res = await apply(t, DOMAINS.careers, dental.uuid, {
      email: 'big@example.test',
      resume: { filename: 'cv.pdf', data: Buffer.alloc(10 * MB + 1, 0x25) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: fileTooLargeMessage('resume') });
    expect(res.headers.connection).toBe('close');
  });

  it('refuses a file part the form does not take, before reading it', async () => {
    const dental = await jobOf(t, careers(), 'Dental Receptionist');
    const body = multipartBody([
      { name: 'email', value: 'stray@example.test' },
      { name: 'photo', filename: 'me.png', data: Buffer.alloc(1024) },
    ]);
    const res = await t.request({
      method: 'POST',
      url: publicPath(DOMAINS.careers, `/${dental.uuid}/apply`),
      headers: body.headers,
      payload: body.payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ photo: [MESSAGES.invalid] });
  });

  it('refuses a multipart body that does not state its length with 411', async () => {
    const dental = await jobOf(t, careers(), 'Dental Receptionist');
    const body = multipartBody([{ name: 'email', value: 'chunked@example.test' }]);
    const res = await t.request({
      method: 'POST',
      url: publicPath(DOMAINS.careers, `/${dental.uuid}/apply`),
      headers: { ...body.headers, 'transfer-encoding': 'chunked' },
      payload: Readable.from([body.payload]),
    });
    expect(res.statusCode).toBe(411);
    expect(res.json()).toEqual({ message: MESSAGES.lengthRequired });
  });
});
