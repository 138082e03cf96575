// The bench's clients (notification-streams.ts): a process of their own, so the server's memory is
// measured alone. Reads `{url, enterpriseKey, tokens}` as JSON on stdin, opens one stream per token,
// prints `ready <n> failed <m>` once every stream answered, then `notified <n>` as notifications arrive.
import http from 'node:http';

interface Job {
  url: string;
  enterpriseKey: string;
  tokens: string[];
}

let input = '';
process.stdin.on('data', (chunk: Buffer) => (input += String(chunk)));
/** Opens one stream; resolves at its `ready` event (or its failure, counted). */
function open(job: Job, agent: http.Agent, token: string, counts: { ready: number; failed: number; notified: number }) {
  return new Promise<void>((resolve) => {
    const request = http.get(
      `${job.url}/portal/v1/notifications/stream`,
      { agent, headers: { 'X-AF-EID': job.enterpriseKey, authorization: `Bearer ${token}` } },
      (response) => {
        if (response.statusCode !== 200) {
          counts.failed += 1;
          response.resume();
          resolve();
          return;
        }
        response.setEncoding('utf8');
        response.on('data', (text: string) => {
          if (text.includes('event: ready')) {
            counts.ready += 1;
            resolve();
          }
          if (text.includes('event: notification')) console.log(`notified ${++counts.notified}`);
        });
      },
    );
    request.on('error', (error) => {
      counts.failed += 1;
      console.error(`stream error: ${error.message}`);
      resolve();
    });
  });
}

process.stdin.on('end', () => {
  void (async () => {
    const job = JSON.parse(input) as Job;
    const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
    const counts = { ready: 0, failed: 0, notified: 0 };
    // 50 at a time, as tabs open over a morning rather than in one millisecond (the pool has 10 connections).
    for (let i = 0; i < job.tokens.length; i += 50) {
      await Promise.all(job.tokens.slice(i, i + 50).map((token) => open(job, agent, token, counts)));
    }
    console.log(`ready ${counts.ready} failed ${counts.failed}`);
  })();
});
