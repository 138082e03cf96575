import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readZip } from '../../test/read-zip.js';
import { crc32, zipStream } from './zip-stream.js';

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('zipStream', () => {
  it('writes entries an unzip tool reads back byte for byte, from text and from streams', async () => {
    const zip = zipStream();
    const archive = collect(zip.stream);
    const big = Buffer.alloc(300_000, 'résumé ');
    await zip.add('candidate.json', JSON.stringify({ name: 'Zoë' }));
    await zip.add('files/a b.pdf', Readable.from([big.subarray(0, 1000), big.subarray(1000)]));
    await zip.add('empty.txt', '');
    await zip.finish();

    const entries = readZip(await archive);
    expect([...entries.keys()]).toEqual(['candidate.json', 'files/a b.pdf', 'empty.txt']);
    expect(JSON.parse(entries.get('candidate.json')?.toString() ?? '')).toEqual({ name: 'Zoë' });
    expect(entries.get('files/a b.pdf')?.equals(big)).toBe(true);
    expect(entries.get('empty.txt')?.length).toBe(0);
  });

  it('computes the CRC-32 zip tools check, across chunks', () => {
    const data = Buffer.from('The quick brown fox jumps over the lazy dog');
    expect(crc32(data)).toBe(zlib.crc32(data));
    expect(crc32(data.subarray(10), crc32(data.subarray(0, 10)))).toBe(zlib.crc32(data));
  });

  it('stops writing, and closes the entry it was reading, when the reader goes away', async () => {
    const zip = zipStream();
    let sourceClosed = false;
    const endless = new Readable({
      read() {
        this.push(crypto.getRandomValues(Buffer.alloc(64 * 1024)));
      },
    });
    endless.on('close', () => {
      sourceClosed = true;
    });
    const adding = zip.add('files/big.bin', endless);
    // Nobody reads: the stream fills up, then the download is aborted.
    await new Promise((resolve) => setTimeout(resolve, 50));
    zip.stream.destroy();
    await expect(adding).rejects.toThrow();
    expect(sourceClosed).toBe(true);
  });
});
