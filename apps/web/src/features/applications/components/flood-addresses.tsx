import type { ApplicationFloodPreview } from '@portal/contract';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';

/** The busiest sending addresses of a checked selection; choosing one narrows the selection to it. */
export function FloodAddresses({
  addresses,
  megabytes,
  onChoose,
}: {
  addresses: ApplicationFloodPreview['addresses'];
  megabytes: (bytes: number) => string;
  onChoose: (address: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table size="small" aria-label={t('applications.purge.addresses')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('applications.purge.address')}</TableCell>
          <TableCell align="right">{t('applications.title')}</TableCell>
          <TableCell align="right">{t('applications.purge.size')}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {addresses.map((row) => (
          <TableRow key={row.address ?? ''}>
            <TableCell>
              <bdi dir="ltr">{row.address ?? t('applications.purge.unknownAddress')}</bdi>
            </TableCell>
            <TableCell align="right">{row.applications}</TableCell>
            <TableCell align="right">{megabytes(row.bytes)}</TableCell>
            <TableCell align="right">
              {row.address !== null && (
                <Button
                  size="small"
                  aria-label={t('applications.purge.choose', { address: row.address })}
                  onClick={() => {
                    onChoose(row.address ?? '');
                  }}
                >
                  {t('applications.purge.chooseShort')}
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
