import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';

/** CRC-32 (the zip's, IEEE 802.3) of each entry, carried over chunks. */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
export function crc32(chunk: Buffer, previous = 0): number {
  let crc = ~previous >>> 0;
  for (const byte of chunk) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return ~crc >>> 0;
}

/** Past these a zip needs its 64-bit records, which this writer does not write: the archive fails instead. */
const MAX_OFFSET = 0xffff_ffff;
const MAX_ENTRIES = 0xffff;
/** Bit 3: sizes and CRC follow the data (we stream); bit 11: names are UTF-8. */
const FLAGS = 0x0808;
const DEFLATE = 8;

interface Written {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

function dosTime(date: Date): { time: number; date: number } {
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | Math.floor(date.getUTCSeconds() / 2),
    date: ((date.getUTCFullYear() - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

/**
 * A zip archive written as its entries arrive (decision 0100): each entry is deflated on its way
 * through, its CRC and sizes follow it in a data descriptor, and the central directory comes last,
 * so no entry is ever held whole in memory. `stream` is what the caller sends; `add` waits while
 * the reader is slow (back-pressure), and `finish` ends it.
 */
export function zipStream(now = new Date()) {
  const stream = new PassThrough();
  const written: Written[] = [];
  const stamp = dosTime(now);
  let offset = 0;

  async function write(chunk: Buffer) {
    offset += chunk.length;
    if (offset > MAX_OFFSET) throw new Error('archive too large for a zip without zip64');
    if (stream.destroyed) throw new Error('archive closed');
    if (stream.write(chunk)) return;
    // Wait for the reader; a reader that went away (the download aborted) ends the writing, so
    // the file being read is closed rather than left waiting for a drain that never comes.
    await new Promise<void>((resolve, reject) => {
      const drained = () => {
        stream.off('close', closed);
        resolve();
      };
      const closed = () => {
        stream.off('drain', drained);
        reject(new Error('archive closed'));
      };
      stream.once('drain', drained);
      stream.once('close', closed);
    });
  }

  function header(signature: number, fields: [number, 2 | 4][], name?: Buffer): Buffer {
    const size = 4 + fields.reduce((sum, [, bytes]) => sum + bytes, 0);
    const buffer = Buffer.alloc(size);
    buffer.writeUInt32LE(signature, 0);
    let at = 4;
    for (const [value, bytes] of fields) {
      if (bytes === 2) buffer.writeUInt16LE(value, at);
      else buffer.writeUInt32LE(value >>> 0, at);
      at += bytes;
    }
    return name ? Buffer.concat([buffer, name]) : buffer;
  }

  return {
    stream,
    /** Adds one file; its content may be a stream (a stored upload) or text (JSON). */
    async add(path: string, content: Readable | Buffer | string): Promise<void> {
      if (written.length >= MAX_ENTRIES) throw new Error('too many entries for a zip without zip64');
      const name = Buffer.from(path, 'utf8');
      const entry: Written = { name, crc: 0, compressed: 0, size: 0, offset };
      await write(
        header(
          0x04034b50,
          [
            [20, 2],
            [FLAGS, 2],
            [DEFLATE, 2],
            [stamp.time, 2],
            [stamp.date, 2],
            [0, 4],
            [0, 4],
            [0, 4],
            [name.length, 2],
            [0, 2],
          ],
          name,
        ),
      );
      const source = content instanceof Readable ? content : Readable.from([Buffer.from(content)]);
      await pipeline(
        source,
        async function* (chunks: AsyncIterable<Buffer | string>) {
          for await (const raw of chunks) {
            const chunk = Buffer.from(raw);
            entry.crc = crc32(chunk, entry.crc);
            entry.size += chunk.length;
            yield chunk;
          }
        },
        zlib.createDeflateRaw(),
        async (deflated: AsyncIterable<Buffer>) => {
          for await (const chunk of deflated) {
            entry.compressed += chunk.length;
            await write(chunk);
          }
        },
      );
      await write(
        header(0x08074b50, [
          [entry.crc, 4],
          [entry.compressed, 4],
          [entry.size, 4],
        ]),
      );
      written.push(entry);
    },
    /** Writes the central directory and ends the stream. */
    async finish(): Promise<void> {
      const start = offset;
      for (const entry of written) {
        await write(
          header(
            0x02014b50,
            [
              [20, 2],
              [20, 2],
              [FLAGS, 2],
              [DEFLATE, 2],
              [stamp.time, 2],
              [stamp.date, 2],
              [entry.crc, 4],
              [entry.compressed, 4],
              [entry.size, 4],
              [entry.name.length, 2],
              [0, 2],
              [0, 2],
              [0, 2],
              [0, 2],
              [0, 4],
              [entry.offset, 4],
            ],
            entry.name,
          ),
        );
      }
      const size = offset - start;
      await write(
        header(0x06054b50, [
          [0, 2],
          [0, 2],
          [written.length, 2],
          [written.length, 2],
          [size, 4],
          [start, 4],
          [0, 2],
        ]),
      );
      stream.end();
    },
  };
}
