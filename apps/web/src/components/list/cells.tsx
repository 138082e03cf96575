import { useEffect, useRef, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/**
 * What a table cell shows, as plain elements the table styles once (table-body-styles.ts): a page of
 * rows then renders no styled MUI component per cell, which was most of a list's first render.
 * Outside a ResourceTable these are unstyled: pages use MUI's Link, Chip and Checkbox there.
 */

/** A phone number, e-mail address or code, left to right in every page direction (`<bdi dir="ltr">`). */
export { LtrText as CellLtr } from '../text/ltr-text';

/** The row's main link (its name), to the row's page; `tabIndex` comes from the column's cell context. */
export function CellLink({ to, tabIndex, children }: { to: string; tabIndex?: number; children: ReactNode }) {
  return (
    <RouterLink to={to} tabIndex={tabIndex} data-cell-link="">
      {children}
    </RouterLink>
  );
}

/** A button that looks like the row's main link (it opens a dialog instead of a page). */
export function CellLinkButton({
  onClick,
  tabIndex,
  children,
}: {
  onClick: () => void;
  tabIndex?: number;
  children: ReactNode;
}) {
  return (
    <button type="button" onClick={onClick} tabIndex={tabIndex} data-cell-link="">
      {children}
    </button>
  );
}

export type BadgeTone = 'default' | 'success' | 'warning' | 'error' | 'info';

/** A status as a small badge, MUI's small chip in look: filled (AA contrast in both themes) or outlined. */
export function CellBadge({
  tone = 'default',
  outlined = false,
  children,
}: {
  tone?: BadgeTone;
  outlined?: boolean;
  children: ReactNode;
}) {
  return (
    <span data-badge={outlined ? 'outlined' : 'filled'} data-tone={tone}>
      {children}
    </span>
  );
}

/** A native checkbox (the table styles it); `indeterminate` is a property, not an attribute, so it is set here. */
export function CellCheckbox({
  checked,
  indeterminate = false,
  disabled,
  onChange,
  label,
  tabIndex,
}: {
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: () => void;
  label: string;
  tabIndex?: number;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      checked={checked}
      disabled={disabled}
      onChange={onChange}
      aria-label={label}
      tabIndex={tabIndex}
      data-cell-checkbox=""
    />
  );
}
