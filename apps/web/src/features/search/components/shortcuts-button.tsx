import IconButton from '@mui/material/IconButton';
import AppsIcon from '@mui/icons-material/Apps';
import { useTranslation } from 'react-i18next';
import { onDemand, PopupOnDemand } from '../../../components/on-demand/on-demand';
import { useAnchoredPopup } from '../../../components/on-demand/popup-trigger';
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
  const menu = useAnchoredPopup(ShortcutsMenu, 'dialog');
  return (
    <>
      <IconButton {...menu.trigger} aria-label={t('nav.shortcuts')}>
        <AppsIcon />
      </IconButton>
      <PopupOnDemand open={menu.open}>
        <ShortcutsMenu {...menu.popup} pages={pages} />
      </PopupOnDemand>
    </>
  );
}
