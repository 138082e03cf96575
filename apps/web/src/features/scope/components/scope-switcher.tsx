import Button from '@mui/material/Button';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { useTranslation } from 'react-i18next';
import { useMatches, useNavigate } from 'react-router';
import { onDemand, PopupOnDemand } from '../../../components/on-demand/on-demand';
import { useAnchoredPopup } from '../../../components/on-demand/popup-trigger';
import { selectByIds } from '../../../lib/scope';
import { pathInOtherSite, SCOPE_SWITCH_STATE } from '../../../lib/scope-path';
import { setSelection } from '../../../lib/scope-store';
import { useSession } from '../../../lib/session-context';

const ScopeMenu = onDemand(() => import('./scope-menu').then((m) => m.ScopeMenu));

/**
 * Account and site switcher. On an /{account}/{site}/… page the path is rewritten and the
 * route guard selects what it names: the same page, or on a record's page the list that held it
 * (`pathInOtherSite`); elsewhere (e.g. "/") the selection changes in place.
 */
export function ScopeSwitcher() {
  const { t } = useTranslation();
  const { me, selection } = useSession();
  const navigate = useNavigate();
  const matches = useMatches();
  const menu = useAnchoredPopup(ScopeMenu, 'menu');
  if (!me || !selection?.account || !selection.site) return null;

  const params = matches[matches.length - 1]?.params ?? {};
  const scopedPage = params.account !== undefined && params.site !== undefined;
  const current = t('layout.scope.current', { account: selection.account.title, site: selection.site.title });

  const choose = (accountId: number, siteId: number) => {
    menu.close();
    const next = selectByIds(me.accounts, accountId, siteId);
    if (!next?.account || !next.site) return;
    if (scopedPage) {
      void navigate(pathInOtherSite(matches, next.account.name, next.site.name), { state: SCOPE_SWITCH_STATE });
    } else {
      setSelection(next.ids);
    }
  };

  return (
    <>
      <Button
        {...menu.trigger}
        color="inherit"
        endIcon={<UnfoldMoreIcon />}
        aria-label={`${t('layout.scope.label')}: ${current}`}
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
      <PopupOnDemand open={menu.open}>
        <ScopeMenu {...menu.popup} onChoose={choose} />
      </PopupOnDemand>
    </>
  );
}
