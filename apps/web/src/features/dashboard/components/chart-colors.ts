import { useTheme } from '@mui/material/styles';
import { rainbowSurgePalette } from '@mui/x-charts/colorPalettes';

/** The charts' categorical colours for the current light or dark theme, one per index (cycling). */
export function useChartColors(): (index: number) => string {
  const palette = rainbowSurgePalette(useTheme().palette.mode);
  return (index) => palette[index % palette.length] ?? '#7367F0';
}

/** Whether the charts' horizontal axis runs right to left (Arabic): time and bars then start on the right. */
export function useChartRtl(): boolean {
  return useTheme().direction === 'rtl';
}
