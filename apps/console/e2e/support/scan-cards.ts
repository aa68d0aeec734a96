/** What the scan screen showed: every card's text, recorded in the page from `watchCards` on. */
import type { Page } from '@playwright/test';

/**
 * Records the text of every card shown (a card lives 4 s; the test may look later). A card that replaces
 * the one still showing keeps its element: React changes only its data-seq and its text nodes, so the
 * observer watches those too, not just added and removed nodes (a foreign code read 4 s after an expired
 * one, the card's lifetime, was missed that way in CI).
 */
export async function watchCards(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __seen: string[] };
    w.__seen = [];
    let last = '';
    new MutationObserver(() => {
      const card = document.querySelector<HTMLElement>('[data-testid="scan-card"]');
      if (card && card.dataset.seq !== last) {
        last = card.dataset.seq ?? '';
        w.__seen.push(card.textContent ?? '');
      }
    }).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['data-seq'],
    });
  });
}

export async function seenCards(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
}
