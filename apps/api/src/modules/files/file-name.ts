import { FILE_TYPES, type FileType } from '@portal/contract';

const MAX_NAME = 150;
// Control characters, and bidirectional overrides that make "cv‮fdp.exe" read as "cvexe.pdf".
const UNSAFE = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * The uploaded name as we store and show it: its last path segment, without control or bidi
 * characters, at most 150 characters, with the extension of the type its content has (a PNG
 * uploaded as `scan.pdf` becomes `scan.png`, so it opens with the right program).
 */
export function sanitizeFileName(raw: string, type: FileType): string {
  const segment = raw.split(/[/\\]/).pop() ?? '';
  const clean = segment.normalize('NFC').replace(UNSAFE, '').replace(/\s+/g, ' ').trim().replace(/^\.+/, '');
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 ? clean.slice(dot + 1).toLowerCase() : '';
  const { extensions } = FILE_TYPES[type];
  const suffix = `.${(extensions as readonly string[]).includes(ext) ? ext : extensions[0]}`;
  const stem = (dot > 0 ? clean.slice(0, dot) : clean).trim() || 'file';
  return `${[...stem]
    .slice(0, MAX_NAME - suffix.length)
    .join('')
    .trim()}${suffix}`;
}

/** `inline` or `attachment` with the name in ASCII for old clients and in UTF-8 (RFC 6266/5987). */
export function contentDisposition(disposition: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
