import { Spinner } from '@upah/ui/spinner';

/**
 * A whole page while its chunk or first data loads: index.html's splash (the green bar with "Upah") with a spinner
 * under it. The bar stays from the first paint until the area draws its own header, instead of flashing away to a
 * white screen with a lone spinner.
 */
export function PageLoading({ label }: { label: string }) {
  return (
    <div className="page" aria-busy="true">
      <div className="page__header">
        <span className="page__title">Upah</span>
      </div>
      <div className="route-loading">
        <Spinner label={label} />
      </div>
    </div>
  );
}
