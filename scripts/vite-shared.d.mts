import type { Alias, ProxyOptions } from 'vite';

export function mockProxy(mockPort: string | number): Record<string, ProxyOptions>;
export function reactRouterProductionAliases(): Alias[];
