const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BITMAPINFOHEADER_SIZE = 40;
const MAX_IMAGES = 64;

/**
 * The images inside an ICO file, checked for shape: a well-formed directory whose every entry lies
 * inside the file and holds a PNG (returned, for the caller to decode) or a bitmap header.
 * Returns undefined when the file is not a readable icon.
 */
export function icoImages(data: Buffer): { pngs: Buffer[] } | undefined {
  if (data.length < 6 || data.readUInt16LE(0) !== 0 || data.readUInt16LE(2) !== 1) return undefined;
  const count = data.readUInt16LE(4);
  const directoryEnd = 6 + 16 * count;
  if (count < 1 || count > MAX_IMAGES || data.length < directoryEnd) return undefined;
  const pngs: Buffer[] = [];
  for (let i = 0; i < count; i++) {
    const entry = 6 + 16 * i;
    const size = data.readUInt32LE(entry + 8);
    const offset = data.readUInt32LE(entry + 12);
    if (size < BITMAPINFOHEADER_SIZE || offset < directoryEnd || offset + size > data.length) return undefined;
    const image = data.subarray(offset, offset + size);
    if (image.subarray(0, 8).equals(PNG_SIGNATURE)) {
      pngs.push(image);
    } else {
      const width = image.readInt32LE(4);
      const height = image.readInt32LE(8);
      if (image.readUInt32LE(0) !== BITMAPINFOHEADER_SIZE || width < 1 || width > 256 || height === 0) return undefined;
    }
  }
  return { pngs };
}
