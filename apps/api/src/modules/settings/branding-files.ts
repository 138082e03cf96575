import {
  BRANDING_FILE_FIELDS,
  BRANDING_FILE_KINDS,
  type BrandingFile,
  type BrandingFileField,
  type UpdateBrandingSettings,
} from '@portal/contract';
import type { AppDeps } from '../../lib/resource/deps.js';
import { invalid } from '../../lib/http-error.js';
import type { Reach } from '../access/index.js';
import { checkSiteFileRef, publicFileIdOf, siteFileRefs } from '../files/index.js';

/** What the row stores per branding file: its URL (an upload's `/files/{uuid}`, or an older path). */
export type BrandingFileUrls = Record<BrandingFileField, string | null>;

/**
 * The URLs to store for the files a save sends (null removes one; a field left out is not in the
 * answer). Each sent uuid must be an upload of the reached site of the field's kind, else the save
 * is a 422 naming every such field.
 */
export async function brandingFileUrlsToSave(
  deps: AppDeps,
  reach: Reach,
  input: UpdateBrandingSettings,
): Promise<Partial<BrandingFileUrls>> {
  const urls: Partial<BrandingFileUrls> = {};
  const errors: Record<string, string[]> = {};
  for (const field of BRANDING_FILE_FIELDS) {
    const id = input[field];
    if (id === undefined) continue;
    if (id === null) {
      urls[field] = null;
      continue;
    }
    const check = await checkSiteFileRef(deps, reach, id, [BRANDING_FILE_KINDS[field]]);
    if (check.ref) urls[field] = check.ref.url;
    else errors[field] = [check.error];
  }
  if (Object.keys(errors).length) throw invalid(errors);
  return urls;
}

/** The uploads the saved row pointed at in the fields a save sends: those it may let go of. */
export const sentOverFileIds = (before: BrandingFileUrls, sent: Partial<BrandingFileUrls>) =>
  BRANDING_FILE_FIELDS.filter((field) => sent[field] !== undefined).map((field) => publicFileIdOf(before[field]));

const lastSegment = (url: string) => url.split(/[?#]/)[0]?.split('/').pop() || url;

/** The branding files as the settings tab shows them: uploads with their id and name, older paths by their last segment. */
export async function brandingFilesView(
  deps: AppDeps,
  reach: Reach,
  urls: BrandingFileUrls,
): Promise<Record<BrandingFileField, BrandingFile | null>> {
  const ids = BRANDING_FILE_FIELDS.map((field) => publicFileIdOf(urls[field])).filter((id) => id !== null);
  const uploads = await siteFileRefs(deps, reach, ids);
  const fileOf = (url: string | null): BrandingFile | null => {
    if (!url) return null;
    const upload = uploads.get(publicFileIdOf(url) ?? '');
    return upload
      ? { id: upload.id, url, name: upload.name ?? lastSegment(url) }
      : { id: null, url, name: lastSegment(url) };
  };
  return {
    logo_square: fileOf(urls.logo_square),
    favicon: fileOf(urls.favicon),
    stylesheet: fileOf(urls.stylesheet),
  };
}
