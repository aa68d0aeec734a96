/**
 * The phone's clock offset from the server's (DESIGN "Offline on the phone": "Record the phone's clock offset from
 * the server's `Date` header"). On its own so the API client, which records it after every answer, does not load
 * the offline clock rules (./offline-clock.ts) into every route.
 */

/**
 * Server minus phone in ms from an HTTP `Date` header (RFC 9110, second resolution) read at `phoneNowMs`;
 * null when the header is missing or unreadable.
 */
export function clockOffsetFromDate(
  dateHeader: string | null | undefined,
  phoneNowMs: number,
): number | null {
  if (!dateHeader) return null;
  const serverMs = Date.parse(dateHeader);
  if (!Number.isFinite(serverMs)) return null;
  return Math.round(serverMs - phoneNowMs);
}
