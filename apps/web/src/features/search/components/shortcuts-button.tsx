import IconButton from '@mui/material/IconButton';
import AppsIcon from '@mui/icons-material/Apps';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onDemand, PopupOnDemand, preloadOn } from '../../../components/on-demand/on-demand';
import { loadFeatureStrings } from '../../../lib/feature-strings';
import { searchStrings } from '../strings';
import type { PageLink } from './page-link';

const ShortcutsMenu = onDemand(async () => {
  const [module] = await Promise.all([import('./shortcuts-menu'), loadFeatureStrings(searchStrings)]);
  return module.ShortcutsMenu;
});

/** The navbar's shortcuts: a grid of the frequent pages the user may open (decision 0055). */
export function ShortcutsButton({ pages }: { pages: readonly PageLink[] }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  return (
    <>
      <IconButton
        aria-label={t('nav.shortcuts')}
        aria-haspopup="dialog"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        {...preloadOn(ShortcutsMenu)}
        onClick={(event) => {
          setAnchor(event.currentTarget);
        }}
      >
        <AppsIcon />
      </IconButton>
      <PopupOnDemand open={anchor !== null}>
        <ShortcutsMenu
          id={id}
          anchor={anchor}
          pages={pages}
          onClose={() => {
            setAnchor(null);
          }}
        />
      </PopupOnDemand>
    </>
  );
}
