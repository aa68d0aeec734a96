/**
 * E2E guard of the Content-Security-Policy (scripts/csp.mjs): every `securitypolicyviolation` event on a page,
 * and every CSP refusal the browser logs (workers included), is collected; the fixture fails the test on any.
 */
const MARK = '[csp-violation]';

/** Starts watching `page`; returns the list it fills. */
export async function watchCspViolations(page) {
  const violations = [];
  await page.addInitScript((mark) => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(
        `${mark} ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  }, MARK);
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith(MARK) || /Content Security Policy/i.test(text))
      violations.push(`${page.url()}: ${text}`);
  });
  return violations;
}
