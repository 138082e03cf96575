import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { useTranslation } from 'react-i18next';

export default function ScrollTopButton({ visible }: { visible: boolean }) {
  const { t } = useTranslation();
  return (
    <Zoom in={visible} unmountOnExit>
      <Fab
        color="primary"
        size="small"
        aria-label={t('layout.scrollTop')}
        onClick={() => {
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
        sx={{ position: 'fixed', bottom: 24, insetInlineEnd: 24, zIndex: (theme) => theme.zIndex.speedDial }}
      >
        <KeyboardArrowUpIcon />
      </Fab>
    </Zoom>
  );
}
