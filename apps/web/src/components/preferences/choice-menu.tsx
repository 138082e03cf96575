import IconButton from '@mui/material/IconButton';
import { useId, useState, type ReactNode } from 'react';
import { onDemand, PopupOnDemand, preloadOn } from '../on-demand/on-demand';

// Keeps Menu/Popover/Modal off the login path and the first paint of every page.
const ChoiceMenuList = onDemand(() => import('./choice-menu-list').then((m) => m.ChoiceMenuList));

export interface Choice<T extends string> {
  value: T;
  label: string;
  /** The language the label is written in, when it differs from the page's. */
  lang?: string;
}

interface ChoiceMenuProps<T extends string> {
  label: string;
  icon: ReactNode;
  value: T;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
}

/** An icon button opening a single-choice menu (theme, language). */
export function ChoiceMenu<T extends string>({ label, icon, value, choices, onChange }: ChoiceMenuProps<T>) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <IconButton
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        {...preloadOn(ChoiceMenuList)}
        onClick={(event) => {
          setAnchor(event.currentTarget);
        }}
      >
        {icon}
      </IconButton>
      <PopupOnDemand open={anchor !== null}>
        <ChoiceMenuList
          id={menuId}
          label={label}
          anchor={anchor}
          value={value}
          choices={choices}
          onChoose={(next) => {
            const choice = choices.find((candidate) => candidate.value === next);
            if (choice) onChange(choice.value);
            setAnchor(null);
          }}
          onClose={() => {
            setAnchor(null);
          }}
        />
      </PopupOnDemand>
    </>
  );
}
