import { sql } from 'drizzle-orm';
import { HEADERS, type Notification } from '@portal/contract';
import { queryRows } from '../src/db/client.js';
import { notifyUsers, type ProductEvent } from '../src/modules/notifications/index.js';
import { ENTERPRISE_KEY, type TestApp } from './helper.js';

/** The id of a user by email. */
export async function userId(t: Pick<TestApp, 'deps'>, email: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(t.deps.db, sql`select id from users where email = ${email}`);
  if (!row) throw new Error(`no user ${email}`);
  return Number(row.id);
}

/** Notifies named users of the site, as an export's end does. */
export function notifyDirectly(
  t: Pick<TestApp, 'deps'>,
  siteId: number,
  userIds: number[],
  params: Record<string, string> = { export_name: 'Employers', row_count: '3' },
) {
  const event: ProductEvent = { scope: { siteId }, userIds, kind: 'export_ready', params, link: '/exports/x' };
  return t.deps.db.transaction((tx) => notifyUsers(tx, event));
}

/** Who holds notifications of a kind (emails, sorted). */
export async function recipientsOf(t: Pick<TestApp, 'deps'>, kind: string, since: Date): Promise<string[]> {
  const rows = await queryRows<{ email: string }>(
    t.deps.db,
    sql`select u.email from notifications n join users u on u.id = n.user_id
        where n.kind = ${kind} and n.notified_at >= ${since.toISOString()}::timestamptz order by u.email`,
  );
  return rows.map((row) => row.email);
}

/** A user with a role in one scope, made for a test (another site's admin, a disabled user…). */
export async function addMember(
  t: Pick<TestApp, 'deps'>,
  email: string,
  role: string,
  scope: { type: 'account' | 'site' | 'employer'; id: number },
): Promise<number> {
  const [user] = await queryRows<{ id: number }>(
    t.deps.db,
    sql`insert into users (enterprise_id, email, name, password_hash)
        select enterprise_id, ${email}, ${email}, password_hash from users where email = 'admin@acme.test'
        returning id`,
  );
  if (!user) throw new Error('user insert failed');
  await t.deps.db.execute(sql`insert into memberships (user_id, scope_type, scope_id, role_id)
    select ${user.id}::int, ${scope.type}, ${scope.id}::int, id from roles where key = ${role}`);
  return Number(user.id);
}

export interface EventReader {
  /** The next event of that name (earlier events of other names are skipped). */
  next(name: string): Promise<{ event: string; data: string }>;
  /** Resolves once the server ended the response. */
  ended: Promise<void>;
  close(): void;
  status: number;
  contentType: string | null;
}

/** Opens `GET /portal/v1/notifications/stream` on a listening server, as the web app's reader does. */
export async function openStream(baseUrl: string, token: string): Promise<EventReader> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/portal/v1/notifications/stream`, {
    headers: { [HEADERS.enterprise]: ENTERPRISE_KEY, authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  const events: { event: string; data: string }[] = [];
  const waiters: (() => void)[] = [];
  let buffer = '';
  const decoder = new TextDecoder();
  const ended = (async () => {
    if (!response.body) return;
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1] ?? '';
          if (event) events.push({ event, data });
          waiters.splice(0).forEach((wake) => wake());
        }
      }
    } catch {
      // aborted by close()
    }
    waiters.splice(0).forEach((wake) => wake());
  })();
  let done = false;
  void ended.then(() => (done = true));
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    ended,
    close: () => controller.abort(),
    async next(name) {
      for (;;) {
        const index = events.findIndex((e) => e.event === name);
        if (index !== -1) return events.splice(0, index + 1).at(-1) as { event: string; data: string };
        if (done) throw new Error(`the stream ended before a ${name} event`);
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
  };
}

export const parseNotification = (data: string) => JSON.parse(data) as Notification;
