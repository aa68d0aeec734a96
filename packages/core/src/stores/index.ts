/**
 * `@upah/core/stores`: valtio stores (usable without React) with their actions. Prefer the file subpaths
 * (`@upah/core/stores/session`) in apps so a page ships only the stores it reads.
 */
export * from './company';
export * from './cookie';
export * from './load-state';
export * from './native-bridge';
export * from './persist';
export * from './profile';
export * from './session';
