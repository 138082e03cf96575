/** Demo tags every seeded site starts with: name and colour (decision 0014). */
export const TAG_SEEDS: readonly [name: string, color: string][] = [
  ['Urgent', '#b91c1c'],
  ['Remote friendly', '#0f766e'],
  ['Graduate', '#1d4ed8'],
  ['Top talent', '#7e22ce'],
  ['Follow up', '#a16207'],
];
