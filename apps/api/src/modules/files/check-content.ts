import fs from 'node:fs';
import sharp, { type Metadata } from 'sharp';
import {
  FILE_KIND_RULES,
  FILE_TYPES,
  fileMaxPixels,
  fileTypeMessage,
  imageTooLargeMessage,
  MESSAGES,
  type FileKind,
  type FileType,
} from '@portal/contract';
import { invalid } from '../../lib/http-error.js';
import { icoImages } from './ico.js';
import { sniffFile } from './sniff.js';

/** Refused content: a 422 on the form field the file came in (`file` on the upload route). */
class ContentRefused extends Error {
  constructor(readonly sentence: string) {
    super(sentence);
  }
}
const refuse = (message: string) => new ContentRefused(message);

/** sharp's name for the decoded format of each image type it reads. */
const SHARP_FORMAT: Partial<Record<FileType, string>> = { png: 'png', jpeg: 'jpeg', webp: 'webp' };

/**
 * The image's size from its header alone (sharp's metadata reads no pixel data), refused past the
 * kind's bound before anything is decoded (decision 0022): a small file can declare gigapixels.
 * False when the header does not read as the sniffed type.
 */
async function headerFits(input: string | Buffer, type: FileType, kind: FileKind): Promise<boolean> {
  let header: Metadata;
  try {
    header = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    return false;
  }
  if (header.format !== SHARP_FORMAT[type] || !header.width || !header.height) return false;
  if (header.width * header.height > fileMaxPixels(kind)) throw refuse(imageTooLargeMessage(kind));
  return true;
}

/**
 * Decodes every pixel (a header alone can front a truncated or corrupt image), once the header's
 * size is within the kind's bound, with the same bound as the decoder's ceiling.
 */
async function decodes(input: string | Buffer, type: FileType, kind: FileKind): Promise<boolean> {
  if (!(await headerFits(input, type, kind))) return false;
  try {
    await sharp(input, { failOn: 'error', limitInputPixels: fileMaxPixels(kind) }).stats();
    return true;
  } catch {
    return false;
  }
}

async function isReadableIcon(file: string, kind: FileKind): Promise<boolean> {
  const icon = icoImages(await fs.promises.readFile(file));
  if (!icon) return false;
  for (const png of icon.pngs) if (!(await decodes(png, 'png', kind))) return false;
  return true;
}

/** UTF-8 throughout and no NUL: what a stylesheet must be (it is served as text/css, nosniff). */
async function isUtf8Text(file: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of fs.createReadStream(file)) {
      if ((chunk as Buffer).includes(0)) return false;
      decoder.decode(chunk as Buffer, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

/**
 * The file's type, if its content is one the kind allows and it reads as that type; otherwise a
 * 422 on `file`: the kind's type list, "Image error." for an image that does not decode, or the
 * stylesheet sentence. The name and the client's MIME type play no part. `field` names the form
 * field the 422 speaks of (a candidate's `resume`, `documents.1`).
 */
export async function checkContent(kind: FileKind, file: string, field = 'file'): Promise<FileType> {
  try {
    return await contentType(kind, file);
  } catch (error) {
    if (error instanceof ContentRefused) throw invalid({ [field]: [error.sentence] });
    throw error;
  }
}

async function contentType(kind: FileKind, file: string): Promise<FileType> {
  const allowed = FILE_KIND_RULES[kind].types;
  const sniffed = await sniffFile(file);
  if (sniffed.type === undefined) {
    if (sniffed.detected === undefined && allowed.includes('css')) {
      if (await isUtf8Text(file)) return 'css';
      throw refuse(MESSAGES.stylesheetInvalid);
    }
    throw refuse(fileTypeMessage(kind));
  }
  const type = sniffed.type;
  if (!allowed.includes(type)) throw refuse(fileTypeMessage(kind));
  if (FILE_TYPES[type].image) {
    const readable = type === 'ico' ? await isReadableIcon(file, kind) : await decodes(file, type, kind);
    if (!readable) throw refuse(MESSAGES.imageError);
  }
  return type;
}
