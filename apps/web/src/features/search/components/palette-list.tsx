import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { PaletteGroup, PaletteOption } from './palette-options';

interface Props {
  id: string;
  label: string;
  groups: PaletteGroup[];
  /** The index of the active option across the groups, or -1. */
  active: number;
  optionId: (index: number) => string;
  onHover: (index: number) => void;
  onChoose: (option: PaletteOption) => void;
}

/** Kinds whose second line is an email address: shown left to right, even in Arabic. */
const LTR_DETAIL = /^(seekers|consultants):/;

/** The palette's listbox: a group per kind, its heading, then its options (decision 0055). */
export function PaletteList({ id, label, groups, active, optionId, onHover, onChoose }: Props) {
  const { t } = useTranslation();
  // Each group's first option's index across the list (the combobox's active descendant counts so).
  const starts = groups.map((_, g) => groups.slice(0, g).reduce((n, group) => n + group.options.length, 0));
  return (
    <Box id={id} role="listbox" aria-label={label} sx={{ maxHeight: '60vh', overflowY: 'auto', py: 1 }}>
      {groups.map((group, g) => {
        const headingId = `${id}-${group.key}`;
        return (
          <Box key={group.key} role="group" aria-labelledby={headingId} sx={{ mb: 1 }}>
            <Box
              id={headingId}
              role="presentation"
              sx={{ px: 2, py: 0.5, typography: 'overline', color: 'text.secondary', lineHeight: 2 }}
            >
              {t(`search.kinds.${group.key}`)}
            </Box>
            {group.options.map((option, o) => {
              const at = (starts[g] ?? 0) + o;
              const Icon = option.icon;
              return (
                <Box
                  key={option.id}
                  id={optionId(at)}
                  role="option"
                  aria-selected={at === active}
                  onMouseMove={() => {
                    if (at !== active) onHover(at);
                  }}
                  onMouseDown={(event) => {
                    event.preventDefault();
                  }}
                  onClick={() => {
                    onChoose(option);
                  }}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1.5,
                    px: 2,
                    py: 1,
                    cursor: 'pointer',
                    bgcolor: at === active ? 'action.selected' : undefined,
                  }}
                >
                  <Icon fontSize="small" color="action" />
                  <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                    <Box component="bdi" sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' }}>
                      {option.label}
                    </Box>
                    {option.detail ? (
                      <Box
                        component="bdi"
                        dir={LTR_DETAIL.test(option.id) ? 'ltr' : undefined}
                        sx={{ display: 'block', typography: 'body2', color: 'text.secondary' }}
                      >
                        {option.detail}
                      </Box>
                    ) : null}
                  </Box>
                </Box>
              );
            })}
          </Box>
        );
      })}
    </Box>
  );
}
