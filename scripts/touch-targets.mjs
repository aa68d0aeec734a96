// E2E helper of both apps: the controls a finger can reach that are smaller than `size` px in either direction.
// A checkbox, radio or file input counts by the label that wraps it (a tap on the label is a tap on it); controls not
// rendered, and ones parked above the page until focused (the skip link), are left out.
/** @param {import('@playwright/test').Page} page */
export function controlsUnder(page, size) {
  return page.evaluate((min) => {
    const rows = [];
    for (const element of document.querySelectorAll(
      'button, a[href], input:not([type=hidden]), select, textarea',
    )) {
      if (element.offsetParent === null && getComputedStyle(element).position !== 'fixed') continue;
      const byLabel =
        (element.type === 'checkbox' || element.type === 'radio' || element.type === 'file') &&
        element.closest('label');
      const { width, height, bottom } = (byLabel || element).getBoundingClientRect();
      if (bottom + window.scrollY <= 0 || (width >= min && height >= min)) continue;
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? element.name ?? '').trim();
      rows.push(
        `${element.tagName.toLowerCase()} "${name.slice(0, 40)}" ${Math.round(width)}×${Math.round(height)}`,
      );
    }
    return rows;
  }, size);
}
