import { fileTypeFromFile } from 'file-type';
import type { FileType } from '@portal/contract';

/** file-type's extensions for the types we accept; an animated PNG is a PNG. */
const BY_EXTENSION: Record<string, FileType> = {
  png: 'png',
  apng: 'png',
  jpg: 'jpeg',
  webp: 'webp',
  ico: 'ico',
  pdf: 'pdf',
  docx: 'docx',
  odt: 'odt',
};

export type Sniffed = { type: FileType } | { type: undefined; detected: string | undefined };

/**
 * What the file's content says it is (magic bytes, and for DOCX/ODT the archive's entries); its
 * name and the client's MIME type are never asked. `detected` names a type we do not accept.
 */
export async function sniffFile(file: string): Promise<Sniffed> {
  const found = await fileTypeFromFile(file);
  if (!found) return { type: undefined, detected: undefined };
  const type = BY_EXTENSION[found.ext];
  return type ? { type } : { type: undefined, detected: found.mime };
}
