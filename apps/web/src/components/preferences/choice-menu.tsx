import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { onDemand, PopupOnDemand } from '../on-demand/on-demand';
import { useAnchoredPopup } from '../on-demand/popup-trigger';

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
  const menu = useAnchoredPopup(ChoiceMenuList, 'menu');
  return (
    <>
      <IconButton {...menu.trigger} aria-label={label} title={label}>
        {icon}
      </IconButton>
      <PopupOnDemand open={menu.open}>
        <ChoiceMenuList
          {...menu.popup}
          label={label}
          value={value}
          choices={choices}
          onChoose={(next) => {
            const choice = choices.find((candidate) => candidate.value === next);
            if (choice) onChange(choice.value);
            menu.close();
          }}
        />
      </PopupOnDemand>
    </>
  );
}
