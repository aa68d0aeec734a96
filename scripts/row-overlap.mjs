/**
 * What a user would see as overlapping text in a list (e2e of both apps' team board and approval queue): for every
 * row matched by `rowSelector` that is drawn in the viewport, its box must not reach into the next row's, and each
 * piece of text in it (an element holding text of its own) must lie inside its row and clear of every other piece.
 * Answers one line per problem, empty when the rows read cleanly. Runs in the page (no layout library).
 */
export async function rowOverlaps(page, rowSelector) {
  return page.evaluate((selector) => {
    const problems = [];
    const HALF_PIXEL = 0.5;
    const inView = (r) => r.bottom > 0 && r.top < window.innerHeight && r.width > 0 && r.height > 0;
    const rows = [...document.querySelectorAll(selector)]
      .map((row) => ({ row, box: row.getBoundingClientRect() }))
      .filter(({ box }) => inView(box))
      .sort((a, b) => a.box.top - b.box.top);
    const nameOf = (el) => (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    for (let i = 0; i + 1 < rows.length; i++) {
      const a = rows[i];
      const b = rows[i + 1];
      if (a && b && a.box.bottom - b.box.top > HALF_PIXEL)
        problems.push(
          `rows overlap by ${(a.box.bottom - b.box.top).toFixed(1)} px: "${nameOf(a.row)}" / "${nameOf(b.row)}"`,
        );
    }
    for (const { row, box } of rows) {
      // text boxes: elements with a text node of their own, measured by their text's range (what is drawn)
      const pieces = [...row.querySelectorAll('*')].flatMap((el) => {
        const own = [...el.childNodes].filter((n) => n.nodeType === 3 && (n.textContent ?? '').trim() !== '');
        return own.flatMap((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return [...range.getClientRects()]
            .filter((r) => r.width > 0 && r.height > 0)
            .map((r) => ({ el, r }));
        });
      });
      for (const { el, r } of pieces) {
        if (
          r.left < box.left - HALF_PIXEL ||
          r.right > box.right + HALF_PIXEL ||
          r.top < box.top - HALF_PIXEL ||
          r.bottom > box.bottom + HALF_PIXEL
        )
          problems.push(`"${nameOf(el)}" leaves its row "${nameOf(row)}"`);
      }
      for (let i = 0; i < pieces.length; i++) {
        for (let j = i + 1; j < pieces.length; j++) {
          const p = pieces[i];
          const q = pieces[j];
          if (!p || !q || p.el === q.el) continue;
          const w = Math.min(p.r.right, q.r.right) - Math.max(p.r.left, q.r.left);
          const h = Math.min(p.r.bottom, q.r.bottom) - Math.max(p.r.top, q.r.top);
          if (w > 1 && h > 1)
            problems.push(`"${nameOf(p.el)}" is drawn over "${nameOf(q.el)}" in "${nameOf(row)}"`);
        }
      }
    }
    return problems;
  }, rowSelector);
}
