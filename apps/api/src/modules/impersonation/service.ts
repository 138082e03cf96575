import {
  can,
  MESSAGES,
  type CandidateApplication,
  type CandidateMe,
  type CandidateToken,
  type ImpersonationResult,
} from '@portal/contract';
import type { AppDeps } from '../../lib/resource/deps.js';
import type { Db } from '../../db/client.js';
import { conflict, forbidden, notFound, unauthenticated } from '../../lib/http-error.js';
import { holdsEveryRightOf, listGrants, type Access, type Reach } from '../access/index.js';
import { recordAudit } from '../audit/index.js';
import { findUserById, hashToken, issueTokenRow, me, newToken } from '../auth/index.js';
import * as repo from './repository.js';
import { grantsInReach, isStaff } from './rights.js';

/** Who asks, as the request holds them. */
export interface Impersonator {
  id: number;
  enterpriseId: number;
  tokenId: number;
  parentTokenId: number | null;
}

interface Asking {
  user: Impersonator;
  access: Access;
  reach: Reach;
}

/** One impersonation at a time: a child token cannot open another (409). */
function refuseNested(user: Impersonator): void {
  if (user.parentTokenId != null) throw conflict(MESSAGES.impersonateNested);
}

/**
 * Opens a session as a portal user (decision 0052), in this order: an impersonation inside an
 * impersonation 409; a user of no membership in reach 404 (never a 403 that confirms them);
 * yourself 409; a disabled user 409; site or account staff without `users.impersonate` 403; any
 * right of theirs, anywhere, that you do not hold at the same place 403. The child token is short
 * (IMPERSONATION_TTL_SECONDS), keeps its parent and the path to return to, and is audited.
 */
export async function impersonateUser(
  deps: AppDeps,
  { user, access, reach }: Asking,
  targetId: number,
  redirectPath: string,
): Promise<ImpersonationResult> {
  refuseNested(user);
  return deps.db.transaction(async (tx) => {
    const target = await repo.findEnterpriseUser(tx, user.enterpriseId, targetId);
    const grants = target ? await listGrants(tx, target.id, user.enterpriseId) : [];
    const reached = grantsInReach(grants, access, reach);
    if (!target || reached.length === 0) throw notFound();
    if (target.id === user.id) throw conflict(MESSAGES.impersonateSelf);
    if (target.disabled_at) throw conflict(MESSAGES.impersonateDisabled);
    if (isStaff(reached) && !can(access.levels.site, 'impersonate', 'users')) throw forbidden();
    if (!holdsEveryRightOf(access.permissions, grants)) throw forbidden(MESSAGES.impersonateMoreRights);

    const ttl = deps.config.IMPERSONATION_TTL_SECONDS;
    const child = await issueTokenRow(tx, target.id, ttl, {
      parent_token_id: user.tokenId,
      redirect_path: redirectPath,
    });
    await recordAudit(tx, {
      siteId: reach.siteId,
      actorId: user.id,
      subject: 'users',
      subjectId: target.id,
      action: 'impersonate',
    });
    const row = await findUserById(tx, target.id);
    if (!row) throw notFound();
    const asChild = { tokenId: child.id, parentTokenId: user.tokenId };
    return { ...child.token, me: await me(tx, { ...row, enterpriseId: user.enterpriseId }, asChild) };
  });
}

/**
 * Opens the read-only look at a candidate of the reached site (decision 0052): another site's
 * seeker 404, a disabled one 409. Its token lives in its own table, so only the candidate routes
 * accept it.
 */
export async function impersonateSeeker(
  deps: AppDeps,
  { user, reach }: Omit<Asking, 'access'>,
  uuid: string,
  redirectPath: string,
): Promise<CandidateToken> {
  refuseNested(user);
  return deps.db.transaction(async (tx) => {
    const seeker = await repo.findSiteSeeker(tx, reach, uuid);
    if (!seeker) throw notFound();
    if (seeker.status === 'disabled') throw conflict(MESSAGES.impersonateDisabled);
    const ttl = deps.config.IMPERSONATION_TTL_SECONDS;
    const token = newToken();
    await repo.insertCandidateToken(tx, {
      seeker_id: seeker.id,
      token_hash: token.hash,
      parent_token_id: user.tokenId,
      redirect_path: redirectPath,
      expires_at: new Date(Date.now() + ttl * 1000),
    });
    await recordAudit(tx, {
      siteId: reach.siteId,
      actorId: user.id,
      subject: 'seekers',
      subjectId: uuid,
      action: 'impersonate',
    });
    return { access_token: token.plain, token_type: 'Bearer', expires_in: ttl };
  });
}

/** The candidate behind a candidate token; 401 for any other token (a staff token included). */
export async function signInCandidate(db: Db, enterpriseId: number, plain: string): Promise<repo.CandidateCaller> {
  const caller = await repo.findCandidateCaller(db, { tokenHash: hashToken(plain), enterpriseId });
  if (!caller) throw unauthenticated();
  return caller;
}

export async function candidateMe(db: Db, caller: repo.CandidateCaller): Promise<CandidateMe> {
  const profile = await repo.findCandidateProfile(db, caller.seekerId, caller.siteId);
  if (!profile) throw unauthenticated();
  return { ...profile, impersonator: caller.impersonator, redirect_path: caller.redirectPath };
}

export async function candidateApplications(db: Db, caller: repo.CandidateCaller): Promise<CandidateApplication[]> {
  const rows = await repo.listCandidateApplications(db, caller.seekerId, caller.siteId);
  return rows.map((row) => ({ ...row, applied_at: row.applied_at.toISOString() }));
}

/** Ends the look at a candidate; answers where the staff member returns. */
export async function exitCandidate(db: Db, caller: repo.CandidateCaller): Promise<string> {
  await repo.revokeCandidateToken(db, caller.tokenId);
  return caller.redirectPath;
}
