import { visuallyHidden } from '@mui/utils';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import InputBase from '@mui/material/InputBase';
import SearchIcon from '@mui/icons-material/Search';
import { SEARCH_LIMITS } from '@portal/contract';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCan, useSession } from '../../../lib/session-context';
import { useSearch } from '../api/search';
import { PaletteList } from './palette-list';
import { paletteGroups, type PaletteOption } from './palette-options';
import { pagesWithPosting, siteBase, type PageLink } from './page-link';
import { readRecentSearches, rememberSearch } from './recent-searches';
import { PaletteStatus } from './palette-status';

interface Props {
  open: boolean;
  pages: readonly PageLink[];
  onClose: () => void;
}

/**
 * The command palette (decision 0055): a WAI-ARIA combobox whose listbox holds the pages the user
 * may open and the selected site's records the search finds, grouped by kind. Arrow keys move,
 * Enter opens, Escape closes; focus stays in the field throughout.
 */
export function CommandPalette({ open, pages, onClose }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = useCan();
  const { me, selection } = useSession();
  const [term, setTerm] = useState('');
  const [active, setActive] = useState(0);
  const [recent, setRecent] = useState<string[]>(() => (me ? readRecentSearches(me.id) : []));
  const ids = { title: useId(), list: useId() };
  const base = siteBase(selection?.account?.name, selection?.site?.name);
  const search = useSearch(term, base ? (selection?.ids.siteId ?? null) : null);
  const allPages = pagesWithPosting(pages, { base, allowed: can('create', 'jobs'), label: t('nav.postJob') });
  const groups = paletteGroups({ term, pages: allPages, recent, found: search.data, base: base ?? '' });
  const options = groups.flatMap((group) => group.options);
  const current = options.length ? Math.min(active, options.length - 1) : -1;
  const optionId = (index: number) => `${ids.list}-${String(index)}`;

  useEffect(() => {
    if (current >= 0) document.getElementById(optionId(current))?.scrollIntoView?.({ block: 'nearest' });
  });

  const close = () => {
    setTerm('');
    setActive(0);
    onClose();
  };
  const choose = (option: PaletteOption | undefined) => {
    if (!option) return;
    if (option.term !== undefined) {
      setTerm(option.term);
      setActive(0);
      return;
    }
    if (!option.to) return;
    if (me && !option.id.startsWith('page:') && term.trim().length >= SEARCH_LIMITS.minLength) {
      rememberSearch(me.id, term);
      setRecent(readRecentSearches(me.id));
    }
    close();
    void navigate(option.to);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const count = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!count) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + count) % count);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(options[current]);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      aria-labelledby={ids.title}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' }, '& .MuiDialog-paper': { mt: '10vh' } }}
    >
      <Box component="h2" id={ids.title} sx={visuallyHidden}>
        {t('search.dialog')}
      </Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 2,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <SearchIcon color="action" />
        <InputBase
          autoFocus
          fullWidth
          value={term}
          placeholder={t('search.placeholder')}
          onChange={(event) => {
            setTerm(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          inputProps={{
            role: 'combobox',
            'aria-label': t('search.placeholder'),
            'aria-expanded': options.length > 0,
            'aria-controls': ids.list,
            'aria-autocomplete': 'list',
            'aria-activedescendant': current >= 0 ? optionId(current) : undefined,
            maxLength: SEARCH_LIMITS.maxLength,
            enterKeyHint: 'go',
          }}
        />
      </Box>
      <PaletteList
        id={ids.list}
        label={t('search.results')}
        groups={groups}
        active={current}
        optionId={optionId}
        onHover={setActive}
        onChoose={choose}
      />
      <PaletteStatus
        term={term}
        pending={search.pending}
        failed={search.isError}
        hits={search.enabled ? search.data?.reduce((n, group) => n + group.hits.length, 0) : undefined}
      />
    </Dialog>
  );
}
