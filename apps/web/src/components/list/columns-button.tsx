import ViewColumnOutlinedIcon from '@mui/icons-material/ViewColumnOutlined';
import Button from '@mui/material/Button';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onDemand, PopupOnDemand, preloadOn } from '../on-demand/on-demand';

const ColumnsMenu = onDemand(() => import('./on-demand/columns-menu').then((m) => m.ColumnsMenu));

export interface ColumnsButtonProps {
  columns: readonly { id: string; header: string }[];
  hidden: readonly string[];
  onChange: (hidden: string[]) => void;
}

/** Shows or hides a list's columns; the menu's code loads on first use. */
export function ColumnsButton({ columns, hidden, onChange }: ColumnsButtonProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<ViewColumnOutlinedIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        {...preloadOn(ColumnsMenu)}
        sx={{ height: 40 }}
      >
        {t('list.columns.button')}
      </Button>
      <PopupOnDemand open={anchor !== null}>
        <ColumnsMenu
          id={menuId}
          anchor={anchor}
          onClose={() => setAnchor(null)}
          columns={columns}
          hidden={hidden}
          onChange={onChange}
        />
      </PopupOnDemand>
    </>
  );
}
