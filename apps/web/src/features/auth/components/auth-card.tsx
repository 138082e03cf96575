import { DEFAULT_TITLE } from '@portal/contract';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BrandLogo } from '../../../components/brand/brand-logo';
import { useBranding } from '../../../lib/branding';

interface AuthCardProps {
  title: string;
  subtitle?: string | null;
  children: ReactNode;
}

/** The card of the blank-layout pages: branding logo and name, the page's one h1, the form. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  const { data: branding } = useBranding();
  return (
    <Card sx={{ width: '100%', maxWidth: 440 }}>
      <CardContent sx={{ p: { xs: 3, sm: 5 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 3 }}>
          <BrandLogo src={branding?.logo_square} />
          <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
            {branding?.title || DEFAULT_TITLE}
          </Typography>
        </Stack>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 600, mb: 1 }}>
          {title}
        </Typography>
        {subtitle ? (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {subtitle}
          </Typography>
        ) : null}
        {children}
      </CardContent>
    </Card>
  );
}
