import { EventEmitter } from 'node:events';
import net from 'node:net';

/** A message the catcher received in full: acknowledged (delivered) or held without an answer. */
export interface CaughtMail {
  raw: string;
  messageId: string | undefined;
}

/**
 * Just enough SMTP for nodemailer, on a free port. The first `hold` messages are read in full and
 * never answered, as a server that stalls would (event 'held'); later ones are answered 250 and
 * kept in `delivered` (event 'delivered'). A client that dies while held has delivered nothing.
 * `answerDelayMs` holds each 250 after DATA that long, as a real server's queueing does; `inFlight`
 * counts the messages read in full and not yet answered (the most at once in `mostInFlight`).
 */
export async function startSmtpCatcher(opts: { hold: number; answerDelayMs?: number }) {
  /**
   * What the server says instead of taking mail: `greeting`, a line such as `421 4.3.2 busy` sent
   * on connect before hanging up (a server refusing for now); `rcpt`, the answer to a recipient
   * (`550 5.1.1 no such user`), undefined to accept it.
   */
  const refusals: { greeting?: string; rcpt?: (recipient: string) => string | undefined } = {};
  const events = new EventEmitter();
  const delivered: CaughtMail[] = [];
  const held: CaughtMail[] = [];
  const sockets = new Set<net.Socket>();
  const counts = { inFlight: 0, mostInFlight: 0 };
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    if (refusals.greeting) {
      socket.end(`${refusals.greeting}\r\n`);
      return;
    }
    reply('220 catcher ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const raw = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          const mail = { raw, messageId: /^Message-ID: (.+)$/im.exec(raw)?.[1]?.trim() };
          counts.inFlight += 1;
          counts.mostInFlight = Math.max(counts.mostInFlight, counts.inFlight);
          if (held.length < opts.hold) {
            held.push(mail);
            events.emit('held', mail);
            return; // no answer, ever
          }
          const answer = () => {
            counts.inFlight -= 1;
            delivered.push(mail);
            reply('250 OK queued');
            events.emit('delivered', mail);
          };
          if (opts.answerDelayMs) setTimeout(answer, opts.answerDelayMs);
          else answer();
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250 catcher');
        else if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'RCPT') reply(refusals.rcpt?.(/<([^>]*)>/.exec(line)?.[1] ?? '') ?? '250 OK');
        else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 OK');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const stop = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    delivered,
    held,
    counts,
    /** Resolves with the next message that matches, or one already caught. */
    next(event: 'held' | 'delivered', match: (mail: CaughtMail) => boolean = () => true): Promise<CaughtMail> {
      const seen = (event === 'held' ? held : delivered).find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => {
        const listener = (mail: CaughtMail) => {
          if (!match(mail)) return;
          events.off(event, listener);
          resolve(mail);
        };
        events.on(event, listener);
      });
    },
    refusals,
    /** The server goes away: open connections are cut and a new one is refused, until `start`. */
    stop,
    /** The server is back on the same port. */
    start: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: stop,
  };
}
