import type { Plugin } from 'vite';

export const SECURITY_HEADERS_FILE: string;
export function inlineScriptHashes(html: string): string[];
export function originOf(value: unknown): string | null;
export function contentSecurityPolicy(options: {
  scriptHashes: string[];
  connectHosts?: (string | null)[];
  imgHosts?: (string | null)[];
}): string;
export function securityHeaders(policy: string): Record<string, string>;
export function securityHeadersPlugin(options?: { previewImgOrigin?: string }): Plugin;
