import { visuallyHidden } from '@mui/utils';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { onDemand, PopupOnDemand } from '../../../components/on-demand/on-demand';
import { useDialogOnDemand } from '../../../components/on-demand/popup-trigger';
import { loadFeatureStrings } from '../../../lib/feature-strings';
import { searchStrings } from '../strings';
import type { PageLink } from './page-link';
import { usePaletteHotkeys } from './use-palette-hotkeys';

/** The palette's code and strings load on first open (or hover), so no page's first load carries them. */
const CommandPalette = onDemand(async () => {
  const [module] = await Promise.all([import('./command-palette'), loadFeatureStrings(searchStrings)]);
  return module.CommandPalette;
});

const onMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The navbar's search field: opens the command palette, as Ctrl+K / ⌘K and "/" do (decision 0055). */
export function NavbarSearch({ pages }: { pages: readonly PageLink[] }) {
  const { t } = useTranslation();
  const palette = useDialogOnDemand(CommandPalette);
  usePaletteHotkeys(palette.show);
  // Named by its text, not `aria-label`: a page's own "Search" field keeps its label to itself.
  const trigger = { 'aria-haspopup': 'dialog' as const, 'aria-keyshortcuts': 'Control+K Meta+K /', ...palette.trigger };
  return (
    <>
      <IconButton {...trigger} sx={{ display: { xs: 'inline-flex', md: 'none' } }}>
        <SearchIcon />
        <Box component="span" sx={visuallyHidden}>
          {t('nav.search')}
        </Box>
      </IconButton>
      <SearchBox {...trigger} label={t('nav.search')} />
      <PopupOnDemand open={palette.open}>
        <CommandPalette {...palette.dialog} pages={pages} />
      </PopupOnDemand>
    </>
  );
}

/** The wide screen's trigger: an outlined box that reads like a search field, with its shortcut. */
function SearchBox({ label, ...trigger }: { label: string } & ButtonProps) {
  return (
    <Button
      {...trigger}
      color="inherit"
      variant="outlined"
      startIcon={<SearchIcon />}
      sx={{
        display: { xs: 'none', md: 'inline-flex' },
        borderColor: 'divider',
        color: 'text.secondary',
        justifyContent: 'flex-start',
        minWidth: 220,
        textTransform: 'none',
      }}
    >
      <Box component="span" sx={{ flexGrow: 1, textAlign: 'start' }}>
        {label}
      </Box>
      <Box component="kbd" aria-hidden sx={{ fontFamily: 'inherit', fontSize: 12, marginInlineStart: 2 }}>
        {onMac() ? '⌘K' : 'Ctrl K'}
      </Box>
    </Button>
  );
}
