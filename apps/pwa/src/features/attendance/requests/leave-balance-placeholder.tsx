/**
 * The leave form's balance line kept while it loads (the lazy lines' fallback, then the lines' own while the balance
 * comes): the dates, photos and Kirim stay where they are first shown.
 */
export function LeaveBalancePlaceholder() {
  return (
    <p className="muted" aria-hidden="true">
      {'\u00a0'}
    </p>
  );
}
