import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import KeyboardArrowLeftIcon from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import { useLayoutEffect, useRef, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/locale-context';

type Step = 'previous' | 'next';

interface PageButtonsProps {
  /** 0-based. */
  pageIndex: number;
  lastIndex: number;
  onPage: (index: number) => void;
}

/**
 * Previous and next page. A button that becomes disabled under the focus (the last page reached) hands the
 * focus to the other one, as MUI's pager does; the browser's own tooltip (`title`) names each on hover.
 */
export function PageButtons({ pageIndex, lastIndex, onPage }: PageButtonsProps) {
  const { t } = useTranslation();
  const { direction } = useLocale();
  const buttons = useRef<Record<Step, HTMLButtonElement | null>>({ previous: null, next: null });
  const focused = useRef<Step | null>(null);

  useLayoutEffect(() => {
    const step = focused.current;
    const button = step ? buttons.current[step] : null;
    if (!step || !button?.disabled) return;
    focused.current = null;
    const active = document.activeElement;
    if (active && active !== button && active !== document.body && active !== document.documentElement) return;
    const other = buttons.current[step === 'next' ? 'previous' : 'next'];
    if (other && !other.disabled) other.focus();
  });

  const button = (step: Step, disabled: boolean, target: number) => {
    const label = t(`list.pager.${step}`);
    // In right-to-left the previous page is to the right.
    const pointsLeft = (step === 'previous') === (direction === 'ltr');
    return (
      <IconButton
        ref={(element) => {
          buttons.current[step] = element;
        }}
        color="inherit"
        aria-label={label}
        title={label}
        disabled={disabled}
        onClick={() => {
          onPage(target);
        }}
        onFocus={() => {
          focused.current = step;
        }}
        onBlur={(event: FocusEvent<HTMLButtonElement>) => {
          if (!event.currentTarget.disabled || event.relatedTarget) focused.current = null;
        }}
      >
        {pointsLeft ? <KeyboardArrowLeftIcon /> : <KeyboardArrowRightIcon />}
      </IconButton>
    );
  };

  return (
    <Box sx={{ flexShrink: 0, ml: '20px' }}>
      {button('previous', pageIndex === 0, pageIndex - 1)}
      {button('next', pageIndex >= lastIndex, pageIndex + 1)}
    </Box>
  );
}
