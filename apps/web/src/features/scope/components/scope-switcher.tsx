import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { selectByIds } from '../../../lib/scope';
import { withScopeNames } from '../../../lib/scope-path';
import { setSelection } from '../../../lib/scope-store';
import { useSession } from '../../../lib/session-context';

/**
 * Account and site switcher. On an /{account}/{site}/… page the path is rewritten and the
 * route guard selects what it names; elsewhere (e.g. "/") the selection changes in place.
 */
export function ScopeSwitcher() {
  const { t } = useTranslation();
  const { me, selection } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const matches = useMatches();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (!me || !selection?.account || !selection.site) return null;

  const params = matches[matches.length - 1]?.params ?? {};
  const scopedPage = params.account !== undefined && params.site !== undefined;
  const current = t('layout.scope.current', { account: selection.account.title, site: selection.site.title });

  const choose = (accountId: number, siteId: number) => {
    setAnchor(null);
    const next = selectByIds(me.accounts, accountId, siteId);
    if (!next?.account || !next.site) return;
    if (scopedPage) {
      const pathname = withScopeNames(location.pathname, next.account.name, next.site.name);
      void navigate(`${pathname}${location.search}${location.hash}`);
    } else {
      setSelection(next.ids);
    }
  };

  return (
    <>
      <Button
        color="inherit"
        endIcon={<UnfoldMoreIcon />}
        aria-label={`${t('layout.scope.label')}: ${current}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
        }}
        sx={{
          minWidth: 0,
          maxWidth: { xs: 160, sm: 360 },
          '& .label': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
        }}
      >
        {/* Account and site titles are their own direction: in Arabic a Latin name is cut at its end. */}
        <span className="label" dir="auto">
          {current}
        </span>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => {
          setAnchor(null);
        }}
        slotProps={{ list: { 'aria-label': t('layout.scope.menu') } }}
      >
        {me.accounts.flatMap((account) =>
          account.sites.map((site) => {
            const active = account.id === selection.account?.id && site.id === selection.site?.id;
            return (
              <MenuItem
                key={`${String(account.id)}:${String(site.id)}`}
                role="menuitemradio"
                aria-checked={active}
                selected={active}
                onClick={() => {
                  choose(account.id, site.id);
                }}
              >
                {t('layout.scope.current', { account: account.title, site: site.title })}
              </MenuItem>
            );
          }),
        )}
      </Menu>
    </>
  );
}
