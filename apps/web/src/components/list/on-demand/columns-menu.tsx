import Checkbox from '@mui/material/Checkbox';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import type { ColumnsButtonProps } from '../columns-button';
import type { AnchoredPopupProps } from '../../on-demand/popup-trigger';

type ColumnsMenuProps = ColumnsButtonProps & AnchoredPopupProps;

/** One checkable item per column; the last visible column cannot be hidden. */
export function ColumnsMenu({ id, anchor, onClose, columns, hidden, onChange }: ColumnsMenuProps) {
  const { t } = useTranslation();
  const visible = columns.filter((column) => !hidden.includes(column.id)).length;
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {columns.map((column) => {
        const shown = !hidden.includes(column.id);
        const locked = shown && visible === 1;
        return (
          <MenuItem
            key={column.id}
            role="menuitemcheckbox"
            aria-checked={shown}
            disabled={locked}
            onClick={() =>
              onChange(shown ? [...hidden, column.id] : hidden.filter((hiddenId) => hiddenId !== column.id))
            }
          >
            <ListItemIcon>
              <Checkbox edge="start" checked={shown} tabIndex={-1} disableRipple size="small" sx={{ p: 0 }} />
            </ListItemIcon>
            <ListItemText primary={column.header || t('list.columns.unnamed')} />
          </MenuItem>
        );
      })}
    </Menu>
  );
}
