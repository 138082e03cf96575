// The invitations module's face (decision 0029): a scope invites, lists and revokes its people's invitations.
export { invitationRoutes } from './routes.js';
export { invite, listInvitations, revoke } from './service.js';
