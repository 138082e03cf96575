/**
 * How rich text looks, in the editor and where it is shown: headings sized for a form, not a page;
 * each block takes its direction from its own text (an Arabic paragraph in an English bio).
 */
export const richTextStyles = {
  typography: 'body1',
  overflowWrap: 'anywhere',
  '& :is(p, div, h1, h2, h3, h4, h5, h6, li)': { unicodeBidi: 'plaintext', textAlign: 'start' },
  '& :is(p, div, ul, h1, h2, h3, h4, h5, h6)': { my: 0 },
  '& > * + *': { mt: 1 },
  '& > * + :is(h1, h2, h3, h4, h5, h6)': { mt: 2 },
  '& h1': { typography: 'h5' },
  '& h2': { typography: 'h6' },
  '& :is(h3, h4, h5, h6)': { typography: 'subtitle1', fontWeight: 600 },
  '& ul': { pl: 3, pr: 0 },
  '& a': { color: 'primary.main', textDecoration: 'underline' },
} as const;
