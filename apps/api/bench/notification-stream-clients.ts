// The bench's clients (notification-streams.ts): a process of their own, so the server's memory is
// measured alone. Reads `{url, enterpriseKey, tokens}` as JSON on stdin, opens one stream per token,
// prints `ready <n>` once every stream said `ready`, then `notified <n>` as notifications arrive.
import http from 'node:http';

interface Job {
  url: string;
  enterpriseKey: string;
  tokens: string[];
}

let input = '';
process.stdin.on('data', (chunk: Buffer) => (input += String(chunk)));
process.stdin.on('end', () => {
  const job = JSON.parse(input) as Job;
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  let ready = 0;
  let notified = 0;
  for (const token of job.tokens) {
    const request = http.get(
      `${job.url}/portal/v1/notifications/stream`,
      { agent, headers: { 'X-AF-EID': job.enterpriseKey, authorization: `Bearer ${token}` } },
      (response) => {
        response.setEncoding('utf8');
        response.on('data', (text: string) => {
          if (text.includes('event: ready') && ++ready === job.tokens.length) console.log(`ready ${ready}`);
          if (text.includes('event: notification')) console.log(`notified ${++notified}`);
        });
      },
    );
    request.on('error', (error) => console.error(`stream error: ${error.message}`));
  }
});
