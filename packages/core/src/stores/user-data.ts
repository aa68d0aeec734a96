/**
 * What a signed-in user's screens hold of the server's answers, forgotten when the session ends (a logout or a
 * 401), so whoever signs in next on a shared phone or a desk's tablet never sees it, not even while their own
 * loads run: the profile, the company's settings and calendar, the team (subordinates with their phone keys, the
 * day's board, the month recap and a member's month, their presences and device requests), the approval queues and
 * a request's detail, the attendance area, the own leave balance.
 *
 * Each of those store modules hands its reset over here when it loads; one never loaded holds nothing to forget.
 * What the user typed (drafts, a withdrawal or loan under way, the request forms with their keys) and the clock
 * queue are not here: they outlive a 401 and go with a logout (the apps' session modules).
 */

const forgetters = new Set<() => void>();

/** A store module's reset, run by forgetUserData. */
export function forgetOnSignOut(forget: () => void): void {
  forgetters.add(forget);
}

/** Resets every loaded store that holds the signed-in user's data (answers under way are dropped). */
export function forgetUserData(): void {
  for (const forget of forgetters) forget();
}
