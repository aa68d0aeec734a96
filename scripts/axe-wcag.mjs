/**
 * The accessibility check both apps' e2e run on every screen: axe-core with the WCAG 2.0/2.1 A and AA rules.
 *
 * Legacy mode runs axe in the page itself. The default mode opens a second, blank page for every check to merge the
 * frames' results (for cross-origin iframes, which neither app has) and injects axe twice: measured on the attendance
 * home, 4.0–6.4 s a check against 2.4 s in legacy mode on this 2-core machine under load.
 */
import AxeBuilder from '@axe-core/playwright';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The violations on `page` (none expected), as `id: targets` lines; `exclude` leaves selectors out. */
export async function axeViolations(page, exclude = []) {
  let builder = new AxeBuilder({ page }).setLegacyMode(true).withTags(WCAG_TAGS);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join(', ')}`,
  );
}
