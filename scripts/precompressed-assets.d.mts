import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';

export function compressAssets(assetsDir: string): number;
export function pickEncoding(
  acceptEncoding: string | string[] | undefined,
): { name: 'br' | 'gzip'; suffix: string } | null;
export function precompressedMiddleware(
  distDir: string,
): (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
export function precompressedAssets(): Plugin;
