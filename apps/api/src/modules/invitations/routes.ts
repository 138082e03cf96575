import {
  AcceptInvitationSchema,
  InvitationPreviewSchema,
  InvitationTokenSchema,
  MESSAGES,
  MessageSchema,
} from '@portal/contract';
import { moduleRoutes } from '../../lib/resource/route-doc.js';
import * as service from './service.js';
import { ALL_SITES, runInScope } from '../../db/row-scope.js';

/** The invitee's side: public, the mailed token is the only credential. */
export const invitationRoutes = moduleRoutes('auth', async (app, { deps, doc }) => {
  app.post('/auth/invitation', {
    ...doc('public', 'What a live invitation token invites to', {
      body: InvitationTokenSchema,
      response: InvitationPreviewSchema,
    }),
    // The mailed token names its own invitation, on whichever site (decision 0104).
    handler: async (request) => ({
      data: await runInScope(ALL_SITES, () => service.preview(deps, request.enterpriseId, request.body.token)),
    }),
  });

  app.post('/auth/accept-invitation', {
    ...doc('public', 'Accept an invitation (a new address chooses its password)', {
      body: AcceptInvitationSchema,
      response: MessageSchema,
    }),
    handler: async (request) => {
      await runInScope(ALL_SITES, () => service.accept(deps, request.enterpriseId, request.body));
      return { message: MESSAGES.invitationAccepted };
    },
  });
});
