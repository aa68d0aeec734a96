export const THROTTLED_SPECS: Record<'apps/pwa' | 'apps/console', string[]>;
export function throttledSpecsIgnored(app: 'apps/pwa' | 'apps/console', env?: NodeJS.ProcessEnv): string[];
