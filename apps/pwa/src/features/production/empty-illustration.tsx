/** SPEC §2: 'Tidak ada data' comes with an illustration (decorative: the text says it). */
export function EmptyIllustration() {
  return (
    <svg
      className="prod-empty__art"
      width="160"
      height="120"
      viewBox="0 0 160 120"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="20" y="40" width="120" height="70" rx="8" fill="#e3f2ec" />
      <path d="M20 48l20-28h80l20 28" fill="#d6dedd" />
      <rect x="60" y="58" width="40" height="8" rx="4" fill="#0f6b4f" opacity="0.5" />
      <circle cx="124" cy="24" r="10" fill="none" stroke="#8a9899" strokeWidth="4" />
      <path d="M131 31l10 10" stroke="#8a9899" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
