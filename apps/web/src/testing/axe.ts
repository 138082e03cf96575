import axe from 'axe-core';

/**
 * An open MUI modal (dialog, menu, popover) is fixed over the whole viewport and hides the page
 * behind it with aria-hidden. In a browser axe finds it by layout and then leaves focusable
 * content behind it "to review", never a violation of `aria-hidden-focus`; the test DOM has no
 * layout, so it is found here by its computed style instead.
 */
function modalOpen(): boolean {
  return Array.from(document.body.children).some((element) => {
    const style = getComputedStyle(element);
    return (
      style.position === 'fixed' &&
      style.pointerEvents !== 'none' &&
      [style.top, style.right, style.bottom, style.left].every((side) => side === '0' || side === '0px')
    );
  });
}

/**
 * What axe finds serious or critical on the page as rendered (the test DOM has no layout, so
 * contrast is left to the browser suite); each as `rule: offending html`.
 */
export async function seriousViolations(root: Element = document.body): Promise<string[]> {
  const results = await axe.run(root, {
    rules: { 'color-contrast': { enabled: false }, 'aria-hidden-focus': { enabled: !modalOpen() } },
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}
