import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session-context';
import type { AnchoredPopupProps } from '../../../components/on-demand/popup-trigger';

interface ScopeMenuProps extends AnchoredPopupProps {
  onChoose: (accountId: number, siteId: number) => void;
}

/** The switcher's menu: every site of every account the user belongs to; loaded on first open. */
export function ScopeMenu({ id, anchor, onChoose, onClose }: ScopeMenuProps) {
  const { t } = useTranslation();
  const { me, selection } = useSession();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ list: { 'aria-label': t('layout.scope.menu') } }}
    >
      {(me?.accounts ?? []).flatMap((account) =>
        account.sites.map((site) => {
          const active = account.id === selection?.account?.id && site.id === selection.site?.id;
          return (
            <MenuItem
              key={`${String(account.id)}:${String(site.id)}`}
              role="menuitemradio"
              aria-checked={active}
              selected={active}
              onClick={() => {
                onChoose(account.id, site.id);
              }}
            >
              {t('layout.scope.current', { account: account.title, site: site.title })}
            </MenuItem>
          );
        }),
      )}
    </Menu>
  );
}
