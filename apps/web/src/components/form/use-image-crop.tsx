import { lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { cropImageFile, hasAspect, type Aspect } from '../../lib/image-crop';

// The dialog (and its slider) loads when an image needs it, not with every page that has an upload field.
const ImageCropDialog = lazy(() => import('./image-crop-dialog').then((m) => ({ default: m.ImageCropDialog })));

interface Pending {
  file: File;
  bitmap: ImageBitmap;
  src: string;
}

/**
 * Offers to crop a picked image to `aspect` before `upload` sends it. An image already at the
 * ratio, a file the browser cannot decode (the server then says why: "Image error.") and any file
 * when `aspect` is undefined go straight to `upload`. When the dialog closes, focus goes back to
 * `returnFocus` (the button that picked the file), not to the page body.
 */
export function useImageCrop(
  aspect: Aspect | undefined,
  upload: (file: File) => void,
  returnFocus?: RefObject<HTMLElement | null>,
): { pick: (file: File) => void; dialog: ReactNode } {
  const [pending, setPending] = useState<Pending | null>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (pending) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      returnFocus?.current?.focus();
    }
  }, [pending, returnFocus]);
  useEffect(
    () => () => {
      if (!pending) return;
      pending.bitmap.close();
      URL.revokeObjectURL(pending.src);
    },
    [pending],
  );

  const pick = (file: File) => {
    if (!aspect || !file.type.startsWith('image/') || typeof createImageBitmap !== 'function') {
      upload(file);
      return;
    }
    createImageBitmap(file).then(
      (bitmap) => {
        if (hasAspect(bitmap, aspect)) {
          bitmap.close();
          upload(file);
        } else setPending({ file, bitmap, src: URL.createObjectURL(file) });
      },
      () => {
        upload(file);
      },
    );
  };

  const dialog =
    pending && aspect ? (
      <Suspense fallback={null}>
        <ImageCropDialog
          image={{ src: pending.src, width: pending.bitmap.width, height: pending.bitmap.height }}
          aspect={aspect}
          onCrop={(region) => {
            // Drawn before the dialog closes (closing frees the decoded image); a failure uploads the original.
            void cropImageFile(pending.bitmap, region, pending.file)
              .catch(() => pending.file)
              .then((file) => {
                setPending(null);
                upload(file);
              });
          }}
          onKeep={() => {
            setPending(null);
            upload(pending.file);
          }}
          onCancel={() => {
            setPending(null);
          }}
        />
      </Suspense>
    ) : null;
  return { pick, dialog };
}
