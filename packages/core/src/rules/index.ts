/**
 * Convenience index of every rule file. Apps import the narrowest subpath (`@upah/core/rules/ewa`).
 */
export * from './attendance';
export * from './auth';
export * from './dashboard';
export * from './ewa';
export * from './loan';
export * from './production';
export * from './result';
export * from './status';
