/** A small busy indicator. With a `label` it is announced; without one it is decorative (inside a busy button). */
export function Spinner({ label, size = 'md' }: { label?: string; size?: 'sm' | 'md' }) {
  return label ? (
    <span className={`spinner spinner--${size}`} role="status" aria-label={label} />
  ) : (
    <span className={`spinner spinner--${size}`} aria-hidden="true" />
  );
}
