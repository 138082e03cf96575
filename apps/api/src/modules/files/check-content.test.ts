import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileTypeMessage, imageTooLargeMessage, MESSAGES, type FileKind } from '@portal/contract';
import { HttpError } from '../../lib/http-error.js';
import * as sample from '../../../test/fixtures/sample-files.js';
import { checkContent } from './check-content.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-sniff-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Writes the bytes under the given (misleading) name and checks them as an upload of `kind`. */
async function check(kind: FileKind, name: string, bytes: Buffer | Promise<Buffer>) {
  const file = path.join(dir, name);
  fs.writeFileSync(file, await bytes);
  try {
    return { type: await checkContent(kind, file) };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 422) return { refused: error.errors?.file };
    throw error;
  }
}

describe('checkContent: the type is what the content says', () => {
  it('accepts a PNG renamed .pdf as a PNG where PNG is allowed, and refuses it where only documents are', async () => {
    expect(await check('logo', 'logo.pdf', sample.pngBytes())).toEqual({ type: 'png' });
    expect(await check('document', 'scan.pdf', sample.pngBytes())).toEqual({ type: 'png' });
    expect(await check('resume', 'cv.pdf', sample.pngBytes())).toEqual({ refused: [fileTypeMessage('resume')] });
  });

  it('refuses a script, an HTML page or an SVG renamed .png', async () => {
    for (const bytes of [sample.scriptBytes(), sample.htmlBytes(), sample.svgBytes()]) {
      expect(await check('logo', 'innocent.png', bytes)).toEqual({ refused: [fileTypeMessage('logo')] });
    }
  });

  it('knows each accepted type by its content', async () => {
    expect(await check('photo', 'a', sample.jpegBytes())).toEqual({ type: 'jpeg' });
    expect(await check('banner', 'b', sample.webpBytes())).toEqual({ type: 'webp' });
    expect(await check('favicon', 'c', sample.icoBytes())).toEqual({ type: 'ico' });
    expect(await check('resume', 'd', sample.pdfBytes())).toEqual({ type: 'pdf' });
    expect(await check('resume', 'e.pdf', sample.docxBytes())).toEqual({ type: 'docx' });
    expect(await check('stylesheet', 'f.png', sample.cssBytes())).toEqual({ type: 'css' });
  });

  it('answers "Image error." for an image whose header is right but whose pixels do not decode', async () => {
    expect(await check('logo', 'broken.png', sample.brokenPngBytes())).toEqual({ refused: [MESSAGES.imageError] });
    const badIcon = Buffer.from(await sample.icoBytes());
    badIcon.writeUInt32LE(1_000_000, 14);
    expect(await check('favicon', 'bad.ico', badIcon)).toEqual({ refused: [MESSAGES.imageError] });
  });

  it('takes as a stylesheet only UTF-8 text without NUL, and no image or document', async () => {
    expect(await check('stylesheet', 'nul.css', Buffer.from('body{}\u0000'))).toEqual({
      refused: [MESSAGES.stylesheetInvalid],
    });
    expect(await check('stylesheet', 'latin1.css', Buffer.from([0x62, 0xe9, 0x0a]))).toEqual({
      refused: [MESSAGES.stylesheetInvalid],
    });
    expect(await check('stylesheet', 'x.css', sample.pngBytes())).toEqual({ refused: [fileTypeMessage('stylesheet')] });
    expect(await check('logo', 'x.png', sample.cssBytes())).toEqual({ refused: [fileTypeMessage('logo')] });
  });
});

describe('checkContent: pixel bounds per kind, read from the header (decision 0022)', () => {
  it('refuses a logo over 4 megapixels that a banner (8) takes', async () => {
    const fiveMegapixels = sample.pngBytes(2500, 2000);
    expect(await check('logo', 'logo.png', fiveMegapixels)).toEqual({ refused: [imageTooLargeMessage('logo')] });
    expect(imageTooLargeMessage('logo')).toBe('The image may not have more than 4 megapixels.');
    expect(await check('banner', 'banner.png', fiveMegapixels)).toEqual({ type: 'png' });
  });

  it('refuses by the header alone, before any decode: a header that claims gigapixels is not an "Image error."', async () => {
    const bomb = sample.pngHeaderBytes(100_000, 100_000);
    for (const kind of ['photo', 'banner', 'avatar', 'document'] as const) {
      expect(await check(kind, `${kind}.png`, bomb)).toEqual({ refused: [imageTooLargeMessage(kind)] });
    }
    // Within the bound, the same empty header still has to decode.
    expect(await check('logo', 'small.png', sample.pngHeaderBytes(100, 100))).toEqual({
      refused: [MESSAGES.imageError],
    });
  });
});
