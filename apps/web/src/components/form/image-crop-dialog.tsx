import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cropAxis, cropRegion, type Aspect, type CropRegion } from '../../lib/image-crop';

export interface ImageCropDialogProps {
  /** The picked image (a local URL) and its size in pixels. */
  image: { src: string; width: number; height: number };
  aspect: Aspect;
  onCrop: (region: CropRegion) => void;
  /** Upload the image as it was picked (any size is accepted; the crop is a choice). */
  onKeep: () => void;
  onCancel: () => void;
}

/**
 * Crops a picked image to the field's ratio before it is uploaded: the largest region at that
 * ratio, slid with a slider (arrow keys, Home, End) along the one axis the ratio leaves free, and
 * shown as it will be kept.
 */
export function ImageCropDialog({ image, aspect, onCrop, onKeep, onCancel }: ImageCropDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [position, setPosition] = useState(50);
  const axis = cropAxis(image, aspect);
  const region = cropRegion(image, aspect, position);
  const ratio = `${String(aspect.width)}:${String(aspect.height)}`;
  return (
    <Dialog
      open
      onClose={onCancel}
      // The field gives focus back itself (use-image-crop.tsx): what had it when this opened is the
      // hidden file input, which cannot hold it, so the default would leave focus on the page body.
      disableRestoreFocus
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>{t('files.cropTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-description`}>
          {t('files.cropDescription', { ratio, width: image.width, height: image.height })}
        </DialogContentText>
        <Box
          role="img"
          aria-label={t('files.cropPreview')}
          sx={{
            mt: 2,
            width: '100%',
            aspectRatio: `${String(aspect.width)} / ${String(aspect.height)}`,
            backgroundImage: `url("${image.src}")`,
            backgroundSize: 'cover',
            backgroundRepeat: 'no-repeat',
            backgroundPosition: axis === 'horizontal' ? `${String(position)}% 50%` : `50% ${String(position)}%`,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
          }}
        />
        <Typography id={`${id}-position`} variant="body2" sx={{ mt: 2 }}>
          {t(axis === 'horizontal' ? 'files.cropFromLeft' : 'files.cropFromTop')}
        </Typography>
        <Slider
          value={position}
          onChange={(_event, value) => {
            setPosition(typeof value === 'number' ? value : (value[0] ?? 50));
          }}
          min={0}
          max={100}
          aria-labelledby={`${id}-position`}
          getAriaValueText={(value) => `${String(value)}%`}
        />
        <Typography variant="body2" color="text.secondary">
          {t('files.cropKept', { width: region.width, height: region.height })}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} color="inherit">
          {t('confirm.cancel')}
        </Button>
        <Button onClick={onKeep}>{t('files.cropKeep')}</Button>
        <Button
          variant="contained"
          onClick={() => {
            onCrop(region);
          }}
        >
          {t('files.crop')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
