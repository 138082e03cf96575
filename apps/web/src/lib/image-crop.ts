/** A width:height ratio (a banner's 4:1). */
export interface Aspect {
  width: number;
  height: number;
}

/** A rectangle of the image's own pixels. */
export interface CropRegion {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Within 1 % of the ratio: close enough to keep the image as it is (1000 × 250, 1003 × 250). */
export function hasAspect(size: { width: number; height: number }, aspect: Aspect): boolean {
  const ratio = size.width / size.height / (aspect.width / aspect.height);
  return Math.abs(ratio - 1) <= 0.01;
}

/**
 * The largest region of `size` at `aspect`, slid along the one axis it leaves free: `position` 0 is
 * the top (or left) edge, 100 the bottom (or right). Whole pixels, never outside the image.
 */
export function cropRegion(size: { width: number; height: number }, aspect: Aspect, position: number): CropRegion {
  const wanted = aspect.width / aspect.height;
  const at = Math.min(100, Math.max(0, position)) / 100;
  if (size.width / size.height > wanted) {
    const width = Math.max(1, Math.round(size.height * wanted));
    return { x: Math.round((size.width - width) * at), y: 0, width, height: size.height };
  }
  const height = Math.max(1, Math.round(size.width / wanted));
  return { x: 0, y: Math.round((size.height - height) * at), width: size.width, height };
}

/** Which way the crop slides: along the width of a wide image, along the height of a tall one. */
export function cropAxis(size: { width: number; height: number }, aspect: Aspect): 'horizontal' | 'vertical' {
  return size.width / size.height > aspect.width / aspect.height ? 'horizontal' : 'vertical';
}

/** The types a crop is written back as; any other image is written as PNG. */
const KEPT_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/**
 * Draws `region` of the decoded image onto a canvas and answers it as a new file of the same name
 * (and type, for PNG, JPEG and WebP). The server checks it by content like any upload.
 */
export async function cropImageFile(image: CanvasImageSource, region: CropRegion, file: File): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = region.width;
  canvas.height = region.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas 2d context unavailable');
  context.drawImage(image, region.x, region.y, region.width, region.height, 0, 0, region.width, region.height);
  const type = KEPT_TYPES.includes(file.type) ? file.type : 'image/png';
  const blob = await new Promise<Blob | null>((resolve) => {
    canvas.toBlob(resolve, type, 0.92);
  });
  if (!blob) throw new Error('the cropped image could not be encoded');
  return new File([blob], file.name, { type });
}
