import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Choice } from './choice-menu';
import type { AnchoredPopupProps } from '../on-demand/popup-trigger';

interface ChoiceMenuListProps extends AnchoredPopupProps {
  label: string;
  value: string;
  choices: readonly Choice<string>[];
  onChoose: (value: string) => void;
}

/** The menu of a ChoiceMenu, loaded on first open. */
export function ChoiceMenuList({ id, label, anchor, value, choices, onChoose, onClose }: ChoiceMenuListProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ list: { 'aria-label': label } }}
    >
      {choices.map((choice) => (
        <MenuItem
          key={choice.value}
          role="menuitemradio"
          aria-checked={choice.value === value}
          selected={choice.value === value}
          lang={choice.lang}
          onClick={() => {
            onChoose(choice.value);
          }}
        >
          {choice.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
