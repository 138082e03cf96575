import { z } from 'zod';

/** How long a content editor token lives (`GET /v1/cms/auth/token`, decision 0056). */
export const CMS_TOKEN_TTL_SECONDS = 300;

/** The claims a content editor token carries, signed with HMAC-SHA256 (a JWT, `HS256`). */
export const CmsTokenClaimsSchema = z.object({
  iss: z.literal('portal'),
  aud: z.literal('cms'),
  /** The user, by id. */
  sub: z.string(),
  /** The site whose content the token may edit: its id and name. */
  site: z.number().int(),
  site_name: z.string(),
  iat: z.number().int(),
  exp: z.number().int(),
  jti: z.string(),
  /**
   * Who acts behind `sub` (RFC 8693's actor claim): the staff member impersonating the user, by
   * id (decision 0063). Absent when the user acts for themselves.
   */
  act: z.object({ sub: z.string() }).optional(),
});
export type CmsTokenClaims = z.infer<typeof CmsTokenClaimsSchema>;

/** `GET /v1/cms/auth/token`: a short-lived token for the selected site's content editor. */
export const CmsTokenSchema = z.object({
  data: z.object({
    token: z.string(),
    token_type: z.literal('Bearer'),
    expires_in: z.number().int(),
    expires_at: z.string(),
    /** The content editor's address (`CMS_URL`), where the token is handed over. */
    editor_url: z.string(),
  }),
});
export type CmsToken = z.infer<typeof CmsTokenSchema>;
