import { listenToChannel, type ChannelListener } from '../../db/channel-listener.js';
import type { Database } from '../../db/client.js';
import { SITES_CHANNEL } from '../../db/sites-changed.js';

/** What a public request needs of the site its path names. */
export interface DomainSite {
  siteId: number;
  enterpriseId: number;
}

export interface SiteCache {
  /** The site of `domain` (lower case), from the cache or from `read`; a domain no site holds is never kept. */
  siteOf(domain: string, read: () => Promise<DomainSite | undefined>): Promise<DomainSite | undefined>;
  close(): Promise<void>;
}

/**
 * The sites of the domains this process was asked for (decision 0045, amended in session 10), kept
 * only while it listens on `SITES_CHANNEL` and dropped whole on every change announced there, on a
 * lost connection and on its return. The first request waits for the LISTEN; while it is lost (or
 * could not be set up), every request reads the database as before. A read that a change overtook
 * is not kept (`generation`), so an old answer cannot outlive the announcement. Only domains that
 * name a site are kept: an unknown domain costs its read, and the cache holds no more entries than
 * there are domains.
 */
export function createSiteCache(database: Database, log: { warn(obj: object, msg: string): void }): SiteCache {
  const sites = new Map<string, DomainSite>();
  let listening = false;
  let generation = 0;
  let listener: ChannelListener | undefined;
  const drop = () => {
    generation += 1;
    sites.clear();
  };

  return {
    async siteOf(domain, read) {
      listener ??= listenToChannel(database, SITES_CHANNEL, {
        onPayload: drop,
        onListening: () => {
          drop();
          listening = true;
        },
        onLost: () => {
          listening = false;
          drop();
        },
        log,
      });
      // The first request waits for the LISTEN (once), so the second is answered from the cache.
      if (!listening) await listener.ready;
      const kept = listening ? sites.get(domain) : undefined;
      if (kept) return kept;
      const before = generation;
      const site = await read();
      if (site && listening && before === generation) sites.set(domain, site);
      return site;
    },
    async close() {
      listening = false;
      drop();
      await listener?.close();
    },
  };
}
