import IconButton from '@mui/material/IconButton';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import { useTranslation } from 'react-i18next';
import { onDemand, PopupOnDemand } from '../on-demand/on-demand';
import { useAnchoredPopup } from '../on-demand/popup-trigger';

const LayoutCustomizerPanel = onDemand(() => import('./layout-customizer-panel').then((m) => m.LayoutCustomizerPanel));

/** The button opening the layout settings (vertical or horizontal navigation, boxed or wide content). */
export function LayoutCustomizer() {
  const { t } = useTranslation();
  const panel = useAnchoredPopup(LayoutCustomizerPanel, 'dialog');
  const label = t('layout.customizer.label');
  return (
    <>
      <IconButton {...panel.trigger} aria-label={label} title={label}>
        <TuneOutlinedIcon />
      </IconButton>
      <PopupOnDemand open={panel.open}>
        <LayoutCustomizerPanel {...panel.popup} />
      </PopupOnDemand>
    </>
  );
}
