/**
 * The team board's figures against the API (both apps draw the board with @upah/ui/team-board: a `team-count` per
 * status with its `data-status` and `.team-count__value`): each figure that is not the count of its status among
 * `members` (the API's answer, counted here), as `status: shown ≠ counted`; 'no figure' when none is drawn.
 */
export async function figuresUnlike(page, members) {
  const shown = await page
    .getByTestId('team-count')
    .evaluateAll((figures) =>
      figures.map((f) => [
        f.dataset.status ?? '',
        f.querySelector('.team-count__value')?.textContent?.trim() ?? '',
      ]),
    );
  if (shown.length === 0) return ['no figure'];
  const problems = [];
  for (const [status, text] of shown) {
    const counted = members.filter((m) => m.status === status).length;
    if (text !== String(counted)) problems.push(`${status}: ${text} ≠ ${counted}`);
  }
  return problems;
}
