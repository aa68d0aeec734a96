/**
 * The accessibility check both apps' e2e run on every screen: axe-core with the WCAG 2.0/2.1 A and AA rules.
 *
 * axe runs in the page itself (what axe's Playwright wrapper calls legacy mode: neither app has a cross-origin iframe,
 * and the default mode opens a second, blank page for every check and injects axe twice: 4.0–6.4 s a check against
 * 2.4 s on the attendance home, this 2-core machine under load). Its 580 KB source is injected once per document, not
 * once per check, and only violations are collected (resultTypes): on the 13 checks of two PWA spec files (dashboard-
 * employee, supervisor-approval), a check cost 0.80 s with the wrapper's builder in legacy mode and 0.28 s
 * with this (the files took 44.0 s, 37.3 s, and 33.6 s with no check at all).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

// axe-core itself (a root dev dependency): the wrapper @axe-core/playwright was only ever used to find it
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The violations on `page` (none expected), as `id (impact): targets` lines; `exclude` leaves selectors out. */
export async function axeViolations(page, exclude = []) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ({ tags, excluded }) => {
      const context = excluded.length > 0 ? { exclude: excluded.map((selector) => [selector]) } : document;
      const result = await window.axe.run(context, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
    },
    { tags: WCAG_TAGS, excluded: exclude },
  );
  return violations.map((v) => `${v.id} (${v.impact}): ${v.targets.slice(0, 5).join(', ')}`);
}
