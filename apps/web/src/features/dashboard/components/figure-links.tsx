import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export interface Figure {
  key: string;
  label: string;
  value: number;
  color?: string;
  /** The filtered list this figure counts; none when the viewer may not open it. */
  to?: string | null;
}

/** A chart's legend as text: each figure's label, value and colour, opening its list when it has one. */
export function FigureLinks({ figures }: { figures: readonly Figure[] }) {
  const { i18n } = useTranslation();
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0, mt: 1 }}>
      {figures.map((figure) => {
        const text = `${figure.label}: ${figure.value.toLocaleString(i18n.language)}`;
        return (
          <Box component="li" key={figure.key} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            {figure.color ? (
              <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: figure.color }} />
            ) : null}
            {figure.to ? (
              <Link component={RouterLink} to={figure.to}>
                {text}
              </Link>
            ) : (
              <span>{text}</span>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
