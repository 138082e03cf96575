import multipart from '@fastify/multipart';
import {
  ChangePasswordSchema,
  fileTypeLabels,
  FILE_KIND_RULES,
  MessageSchema,
  PasswordChangedSchema,
  UpdateUserAccountSchema,
  UserAccountDataSchema,
} from '@portal/contract';
import { moduleRoutes } from '../../lib/resource/route-doc.js';
import { errorResponses } from '../../lib/responses.js';
import { SIGNED_IN, SITE_MEMBER } from '../access/index.js';
import { formFilesBodyLimit } from '../files/index.js';
import { AVATAR_FORM, removeAvatar, renameAccount, setAvatar } from './avatar.js';
import { changePassword } from './password.js';

const avatar = FILE_KIND_RULES.avatar;

/** The signed-in user's own account (decision 0053): no id in a path, so nobody else's. */
export const userAccountRoutes = moduleRoutes('user-account', async (app, { deps, doc, tags }) => {
  // Multipart bodies for this plugin's avatar route only (as the files module's upload).
  await app.register(multipart, { throwFileSizeLimit: false });

  app.post('/v1/user-account/change-password', {
    ...doc(SIGNED_IN, 'Change your password (current, new, confirmation); your other sessions are signed out', {
      description:
        'A wrong current password is a 422 on `current_password` and counts like a failed sign-in (429 past the ' +
        'limit). Refused (403) while impersonating. This session stays signed in.',
      body: ChangePasswordSchema,
      response: { 200: PasswordChangedSchema, ...errorResponses, 429: MessageSchema },
    }),
    handler: (request) => changePassword(deps, request, request.body),
  });

  app.patch('/v1/user-account', {
    ...doc(SIGNED_IN, 'Change your name', { body: UpdateUserAccountSchema, response: UserAccountDataSchema }),
    handler: async (request) => ({ data: await renameAccount(deps, request, request.body.name) }),
  });

  app.post('/v1/user-account/avatar', {
    config: { right: SITE_MEMBER },
    bodyLimit: formFilesBodyLimit(AVATAR_FORM, 2),
    schema: {
      tags,
      summary: 'Set your avatar (multipart: `file`), stored as a public file of the selected site',
      description:
        `${fileTypeLabels('avatar').join(', ')}, at most ${avatar.maxMb} MB and ${(avatar.maxPixels ?? 0) / 1e6} ` +
        'megapixels, checked by content; an unreadable image is "Image error.". The picture it replaces is deleted.',
      consumes: ['multipart/form-data'],
      response: {
        200: UserAccountDataSchema,
        ...errorResponses,
        411: MessageSchema,
        413: MessageSchema,
        429: MessageSchema,
      },
    },
    handler: async (request) => ({ data: await setAvatar(deps, request, request) }),
  });

  app.delete('/v1/user-account/avatar', {
    ...doc(SIGNED_IN, 'Remove your avatar (its file is deleted)', { response: UserAccountDataSchema }),
    handler: async (request) => ({ data: await removeAvatar(deps, request) }),
  });
});
