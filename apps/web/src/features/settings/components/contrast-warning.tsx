import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';
import { brandingContrastIssues } from '../../../lib/contrast';

/**
 * Warns, as the colours are typed, where text in or on them falls below 4.5:1: the primary on the
 * light surfaces (the default theme, where the brand colour should show as chosen) and text on the
 * darker colour. Dark surfaces are left out: nearly every brand colour is lightened there, by design.
 */
export function ContrastWarning({ primary, darker }: { primary: string; darker: string }) {
  const { t, i18n } = useTranslation();
  const issues = brandingContrastIssues(primary, darker).filter(
    (issue) => issue.kind === 'darker' || issue.mode === 'light',
  );
  if (!issues.length) return null;
  const ratio = (value: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(value);
  return (
    <Alert severity="warning" role="status">
      <AlertTitle>{t('settings.branding.contrast.title')}</AlertTitle>
      <ul style={{ margin: 0, paddingInlineStart: '1.25em' }}>
        {issues.map((issue) => (
          <li key={issue.kind === 'surface' ? issue.mode : issue.kind}>
            {issue.kind === 'surface'
              ? t('settings.branding.contrast.surface', {
                  ratio: ratio(issue.ratio),
                  mode: t(`settings.branding.contrast.${issue.mode}`),
                  shown: issue.shown,
                })
              : t('settings.branding.contrast.darker', { ratio: ratio(issue.ratio), shown: issue.shown })}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
