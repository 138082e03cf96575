import { z } from 'zod';
import { dataOf } from './list.js';
import { MESSAGES } from './messages.js';
import type { Action, Subject } from './permissions.js';

/**
 * Uploaded files (docs/decisions/0013-files-and-uploads.md). The type of a file is what its
 * content says (magic bytes), never its name or the browser's MIME type; each kind of upload
 * allows some types up to a size. The web imports this table to show "allowed file types and a
 * maximum size in MB" (spec §5) under every upload field; the API enforces the same table.
 */
export const FILE_TYPES = {
  png: { mime: 'image/png', label: 'PNG', extensions: ['png'], image: true },
  jpeg: { mime: 'image/jpeg', label: 'JPEG', extensions: ['jpg', 'jpeg'], image: true },
  webp: { mime: 'image/webp', label: 'WebP', extensions: ['webp'], image: true },
  ico: { mime: 'image/x-icon', label: 'ICO', extensions: ['ico'], image: true },
  css: { mime: 'text/css', label: 'CSS', extensions: ['css'], image: false },
  pdf: { mime: 'application/pdf', label: 'PDF', extensions: ['pdf'], image: false },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    label: 'DOCX',
    extensions: ['docx'],
    image: false,
  },
  odt: { mime: 'application/vnd.oasis.opendocument.text', label: 'ODT', extensions: ['odt'], image: false },
} as const;
export type FileType = keyof typeof FILE_TYPES;

export const FILE_KINDS = ['banner', 'logo', 'favicon', 'stylesheet', 'avatar', 'photo', 'resume', 'document'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/**
 * The right an upload of a kind needs (decision 0022), checked before the body is read by the
 * per-level rule: `action` on `site` granted by an account or site membership reaches the site;
 * `action` on `employer`, when given, granted by the selected employer's own membership, reaches
 * that employer. `own`: the uploader's own picture, for any signed-in user of the site.
 */
export type UploadRight = { action: Action; site: Subject; employer?: Subject } | 'own';

export interface FileKindRule {
  types: readonly FileType[];
  upload: UploadRight;
  /** Images only: the most pixels (width × height, read from the header) the kind accepts. */
  maxPixels?: number;
  /** The largest file accepted, in MB of 1,048,576 bytes. */
  maxMb: number;
  /**
   * `public`: served to anyone who has the link (`/files/{uuid}`), for the login page, branding
   * and job adverts. `private`: served only under /portal to a signed-in user of the file's site
   * who uploaded it or holds `read` on `readSubject` at the site level.
   */
  visibility: 'public' | 'private';
  readSubject?: Subject;
  /**
   * A private kind a candidate sends with an application: an employer's own user holding `read` on
   * this subject in the selected employer also reads a file linked to an application to that
   * employer's jobs (its resume, its documents), and no other (decision 0046).
   */
  employerReadSubject?: Subject;
}

const IMAGES = ['png', 'jpeg', 'webp'] as const;
const DOCUMENTS = ['pdf', 'docx', 'odt'] as const;

const MP = 1_000_000;
/** The site's look: only who may change the settings uploads it. */
const BRANDING: UploadRight = { action: 'update', site: 'settings' };
/** A job's banner: whoever may post a job, staff or the employer's own users (decision 0037). */
const JOB_BANNER: UploadRight = { action: 'create', site: 'jobs', employer: 'jobs' };
/** A candidate's papers: who may change candidates (site) or applications (their employer). */
const CANDIDATE: UploadRight = { action: 'update', site: 'seekers', employer: 'applications' };

export const FILE_KIND_RULES: Record<FileKind, FileKindRule> = {
  banner: { types: IMAGES, upload: JOB_BANNER, maxPixels: 8 * MP, maxMb: 5, visibility: 'public' },
  logo: { types: IMAGES, upload: BRANDING, maxPixels: 4 * MP, maxMb: 2, visibility: 'public' },
  favicon: { types: ['png', 'ico'], upload: BRANDING, maxPixels: 1 * MP, maxMb: 1, visibility: 'public' },
  stylesheet: { types: ['css'], upload: BRANDING, maxMb: 1, visibility: 'public' },
  avatar: { types: IMAGES, upload: 'own', maxPixels: 4 * MP, maxMb: 2, visibility: 'public' },
  photo: {
    types: IMAGES,
    upload: { action: 'update', site: 'consultants' },
    maxPixels: 16 * MP,
    maxMb: 5,
    visibility: 'public',
  },
  resume: {
    types: DOCUMENTS,
    upload: CANDIDATE,
    maxMb: 10,
    visibility: 'private',
    readSubject: 'seekers',
    employerReadSubject: 'applications',
  },
  document: {
    types: [...DOCUMENTS, 'png', 'jpeg'],
    upload: CANDIDATE,
    maxPixels: 16 * MP,
    maxMb: 10,
    visibility: 'private',
    readSubject: 'seekers',
    employerReadSubject: 'applications',
  },
};

export const BYTES_PER_MB = 1024 * 1024;
/** The largest upload of any kind: the multipart parser's own ceiling. */
export const MAX_UPLOAD_MB = Math.max(...FILE_KINDS.map((kind) => FILE_KIND_RULES[kind].maxMb));
/**
 * The kind's pixel bound (decision 0022), read from the header and refused before any decode; a
 * kind without one takes no image at all (fail safe).
 */
export const fileMaxPixels = (kind: FileKind) => FILE_KIND_RULES[kind].maxPixels ?? 0;

export const fileMaxBytes = (kind: FileKind) => FILE_KIND_RULES[kind].maxMb * BYTES_PER_MB;
export const isImageKind = (kind: FileKind) => FILE_KIND_RULES[kind].types.every((type) => FILE_TYPES[type].image);
/** "PNG, JPEG, WebP" */
export const fileTypeLabels = (kind: FileKind) => FILE_KIND_RULES[kind].types.map((t) => FILE_TYPES[t].label);

/** Where a file is shown or fetched: public kinds by anyone with the link, private ones under /portal. */
export const fileUrl = (id: string, kind: FileKind) =>
  FILE_KIND_RULES[kind].visibility === 'public' ? `/files/${id}` : `/portal/v1/files/${id}/content`;

/** The 422 sentences that name the kind's limits (the web shows its own translation of them). */
export const fileTooLargeMessage = (kind: FileKind) =>
  `The file may not be greater than ${FILE_KIND_RULES[kind].maxMb} MB.`;
export const fileTypeMessage = (kind: FileKind) => `The file must be of type: ${fileTypeLabels(kind).join(', ')}.`;
/** "The image may not have more than 4 megapixels." */
export const imageTooLargeMessage = (kind: FileKind) =>
  `The image may not have more than ${fileMaxPixels(kind) / MP} megapixels.`;

/**
 * The query of `POST /v1/forms/upload-file?kind=…`: the kind is in the URL so that its right and
 * its size limit are known before a byte of the body is read (decision 0022).
 */
/**
 * `POST /v1/forms/upload-file?kind=…`: the kind is the form handler that takes the file (decision
 * 0056): missing, "No form handler set."; not one of `FILE_KINDS`, "Invalid form handler.".
 */
export const UploadFileQuerySchema = z.object({
  kind: z.enum(FILE_KINDS, {
    error: (issue) => (issue.input === undefined ? MESSAGES.noFormHandler : MESSAGES.invalidFormHandler),
  }),
});
export type UploadFileQuery = z.infer<typeof UploadFileQuerySchema>;

export const FileSchema = z.object({
  id: z.uuid(),
  kind: z.enum(FILE_KINDS),
  /** The uploaded name, sanitised, its extension the detected type's. */
  name: z.string(),
  /** The type detected from the content. */
  mime: z.string(),
  size: z.number().int(),
  /** Where to show or fetch it: `/files/{id}` when public, `/portal/v1/files/{id}/content` when private. */
  url: z.string(),
  created_at: z.string(),
});
export type StoredFile = z.infer<typeof FileSchema>;
export const FileDataSchema = dataOf(FileSchema);
export const FileParamsSchema = z.object({ id: z.uuid() });

/** How a record refers to a file, and the value of an upload field: the uuid and a URL to display. */
export const FileRefSchema = z.object({ id: z.uuid(), url: z.string(), name: z.string().optional() });
export type FileRef = z.infer<typeof FileRefSchema>;
