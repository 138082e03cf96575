import { randomBytes } from 'node:crypto';
import type { TestApp } from './helper.js';

type Part = { name: string; value: string } | { name: string; filename: string; data: Buffer; type?: string };

/** A multipart/form-data body, its parts in the order given (as a browser's FormData sends them). */
export function multipartBody(parts: Part[]) {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'value' in part
        ? `content-disposition: form-data; name="${part.name}"\r\n\r\n`
        : `content-disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
          `content-type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}`), 'value' in part ? Buffer.from(part.value) : part.data);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads `data` as `kind` the way the web's upload field does: the kind in the URL, the file in the body. */
export function upload(
  t: Pick<TestApp, 'request'>,
  opts: { token?: string; sid?: number; empid?: number; kind: string; filename: string; data: Buffer; type?: string },
) {
  const body = multipartBody([{ name: 'file', filename: opts.filename, data: opts.data, type: opts.type }]);
  return t.request({
    method: 'POST',
    url: `/portal/v1/forms/upload-file?kind=${encodeURIComponent(opts.kind)}`,
    token: opts.token,
    scope: opts.sid ? { sid: opts.sid, empid: opts.empid } : undefined,
    headers: body.headers,
    payload: body.payload,
  });
}
