import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import { Fragment, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ToolbarButton {
  key: string;
  label: string;
  icon: ReactNode;
  /** The key that goes with Ctrl (⌘ on a Mac), e.g. "B". */
  shortcut?: string;
  /** Set for on/off buttons (bold, list…): read out as pressed or not. */
  pressed?: boolean;
  run: () => void;
}

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The formatting buttons as one ARIA toolbar: a single tab stop, arrow keys (mirrored in
 * right-to-left), Home and End move between buttons. A button never takes the editor's selection.
 */
export function RichTextToolbar({ groups, controls }: { groups: ToolbarButton[][]; controls: string }) {
  const { t } = useTranslation();
  const rtl = useTheme().direction === 'rtl';
  const buttons = groups.flat();
  const [current, setCurrent] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const focusAt = (index: number) => {
    const next = (index + buttons.length) % buttons.length;
    setCurrent(next);
    refs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key as 'ArrowRight' | 'ArrowLeft'];
    if (step) focusAt(current + step);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(buttons.length - 1);
    else return;
    event.preventDefault();
  };

  const firstOf = (groupIndex: number) => groups.slice(0, groupIndex).reduce((n, group) => n + group.length, 0);
  return (
    <Box
      role="toolbar"
      aria-label={t('richText.toolbar')}
      aria-controls={controls}
      onKeyDown={onKeyDown}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.25, p: 0.5 }}
    >
      {groups.map((group, groupIndex) => (
        <Fragment key={group[0]?.key ?? groupIndex}>
          {groupIndex > 0 && <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />}
          {group.map((button, buttonIndex) => {
            const position = firstOf(groupIndex) + buttonIndex;
            const keys = button.shortcut ? `${isMac() ? '⌘' : 'Ctrl+'}${button.shortcut}` : null;
            return (
              <Tooltip
                key={button.key}
                title={keys ? t('richText.withShortcut', { label: button.label, keys }) : button.label}
                describeChild
              >
                <IconButton
                  ref={(element) => {
                    refs.current[position] = element;
                  }}
                  aria-label={button.label}
                  aria-pressed={button.pressed}
                  aria-keyshortcuts={keys ? `${isMac() ? 'Meta' : 'Control'}+${button.shortcut ?? ''}` : undefined}
                  tabIndex={position === current ? 0 : -1}
                  color={button.pressed ? 'primary' : 'default'}
                  size="small"
                  onMouseDown={(event) => {
                    event.preventDefault();
                  }}
                  onFocus={() => {
                    setCurrent(position);
                  }}
                  onClick={button.run}
                  sx={button.pressed ? { bgcolor: 'action.selected' } : undefined}
                >
                  {button.icon}
                </IconButton>
              </Tooltip>
            );
          })}
        </Fragment>
      ))}
    </Box>
  );
}
