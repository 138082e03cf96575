import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';

export interface RouteTab<T extends string> {
  slug: T;
  label: string;
}

interface RouteTabsProps<T extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly RouteTab<T>[];
  current: T;
  /** The address of a tab: the tab is in the URL, so a tab can be linked to, reloaded and gone back to. */
  hrefOf: (slug: T) => string;
  /** The current tab's panel. */
  children: ReactNode;
}

/**
 * A record's tabs as links (`seekers/{id}/{tab}`, decision 0049), with the WAI-ARIA tabs pattern:
 * one tab stop, arrow keys (mirrored right to left), Home and End move between tabs, and the tab
 * that receives the focus opens (automatic activation: a tab's panel is one request away).
 */
export function RouteTabs<T extends string>({ label, tabs, current, hrefOf, children }: RouteTabsProps<T>) {
  const id = useId();
  const navigate = useNavigate();
  const tabId = (slug: T) => `${id}-tab-${slug}`;
  const panelId = `${id}-panel`;
  return (
    <Box>
      <Tabs
        value={current}
        aria-label={label}
        variant="scrollable"
        scrollButtons={false}
        selectionFollowsFocus
        onChange={(event, slug: T) => {
          // A click follows the tab's own link; the arrow keys move the focus, which opens the tab here.
          if (event.type !== 'click' && slug !== current) void navigate(hrefOf(slug), { replace: true });
        }}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.slug}
            value={tab.slug}
            label={tab.label}
            id={tabId(tab.slug)}
            aria-controls={panelId}
            component={RouterLink}
            to={hrefOf(tab.slug)}
            replace
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(current)} tabIndex={0} sx={{ pt: 3 }}>
        {children}
      </Box>
    </Box>
  );
}
