import IconButton from '@mui/material/IconButton';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onDemand, PopupOnDemand, preloadOn } from '../on-demand/on-demand';

const LayoutCustomizerPanel = onDemand(() => import('./layout-customizer-panel').then((m) => m.LayoutCustomizerPanel));

/** The button opening the layout settings (vertical or horizontal navigation, boxed or wide content). */
export function LayoutCustomizer() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = t('layout.customizer.label');
  return (
    <>
      <IconButton
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        {...preloadOn(LayoutCustomizerPanel)}
        onClick={(event) => {
          setAnchor(event.currentTarget);
        }}
      >
        <TuneOutlinedIcon />
      </IconButton>
      <PopupOnDemand open={anchor !== null}>
        <LayoutCustomizerPanel
          anchor={anchor}
          onClose={() => {
            setAnchor(null);
          }}
        />
      </PopupOnDemand>
    </>
  );
}
