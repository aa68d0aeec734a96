/**
 * The network store now lives in core (`@upah/core/stores/network`; the hook is `@upah/ui/online`). This name stays
 * only for the attendance requests' submit, which moves to core's request stores separately.
 */
export { networkStore } from '@upah/core/stores/network';
