import TableContainer from '@mui/material/TableContainer';
import { useEffect, useRef, useState, type ReactNode } from 'react';

interface ScrollRegionProps {
  label?: string;
  labelledBy?: string;
  children: ReactNode;
}

/**
 * A table's container. When the table is wider than the screen (a tablet, a phone) it scrolls
 * sideways on its own, never the page, and becomes a named tab stop so a keyboard can scroll it
 * too (axe's scrollable-region-focusable; decision 0066). A table that fits adds no tab stop.
 */
export function ScrollRegion({ label, labelledBy, children }: ScrollRegionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      setScrolls(box.scrollWidth > box.clientWidth);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => {
      observer.disconnect();
    };
  }, []);
  return (
    <TableContainer
      ref={ref}
      {...(scrolls
        ? { tabIndex: 0, role: 'region', 'aria-label': label, 'aria-labelledby': label ? undefined : labelledBy }
        : {})}
    >
      {children}
    </TableContainer>
  );
}
