import ViewColumnOutlinedIcon from '@mui/icons-material/ViewColumnOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { onDemand, PopupOnDemand } from '../on-demand/on-demand';
import { useAnchoredPopup } from '../on-demand/popup-trigger';

const ColumnsMenu = onDemand(() => import('./on-demand/columns-menu').then((m) => m.ColumnsMenu));

export interface ColumnsButtonProps {
  columns: readonly { id: string; header: string }[];
  hidden: readonly string[];
  onChange: (hidden: string[]) => void;
}

/** Shows or hides a list's columns; the menu's code loads on first use. */
export function ColumnsButton({ columns, hidden, onChange }: ColumnsButtonProps) {
  const { t } = useTranslation();
  const menu = useAnchoredPopup(ColumnsMenu, 'menu');
  return (
    <>
      <Button {...menu.trigger} variant="outlined" startIcon={<ViewColumnOutlinedIcon />} sx={{ height: 40 }}>
        {t('list.columns.button')}
      </Button>
      <PopupOnDemand open={menu.open}>
        <ColumnsMenu {...menu.popup} columns={columns} hidden={hidden} onChange={onChange} />
      </PopupOnDemand>
    </>
  );
}
