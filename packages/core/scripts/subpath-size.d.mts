/** Types for subpath-size.mjs (used by src/subpath-size.test.ts). */
export type HeavyDep = 'zod' | 'ky' | 'crypto-js' | 'dayjs' | 'valtio';

export interface Measured {
  gzipBytes: number;
  rawBytes: number;
  deps: HeavyDep[];
  /** crypto-js module files that got in (e.g. 'aes', 'core'). */
  cryptoParts: string[];
  /** true when more of crypto-js than its AES parts got in. */
  cryptoFull: boolean;
  /** Folders of packages/core/src whose modules got in (the subpath's own included). */
  coreAreas: string[];
}

export type SubpathResult =
  | { subpath: string; status: 'ok'; exportName: string; one: Measured; all: Measured }
  | { subpath: string; status: 'missing' }
  | { subpath: string; status: 'error'; error: string };

export interface SubpathTarget {
  subpath: string;
  file: string;
  exists: boolean;
}

export const CORE_DIR: string;
export const QR_GZIP_LIMIT_BYTES: number;
export const CRYPTO_JS_AES_PARTS: readonly string[];
export const HEAVY_DEPS: Record<HeavyDep, { packages: string[]; markers: RegExp[] }>;
export function listSubpaths(coreDir?: string): SubpathTarget[];
export function pickExportName(subpath: string, file: string): string | null;
export function bundle(
  code: string,
  coreDir?: string,
): Promise<{ text: string; moduleIds: string[]; gzipBytes: number; rawBytes: number }>;
export function detect(
  text: string,
  moduleIds: readonly string[],
  coreDir?: string,
): Pick<Measured, 'deps' | 'cryptoParts' | 'cryptoFull' | 'coreAreas'>;
export function violationsOf(result: SubpathResult): string[];
export function measureEntry(code: string, subpath: string, coreDir?: string): Promise<SubpathResult>;
export function measureSubpath(target: SubpathTarget, coreDir?: string): Promise<SubpathResult>;
export function runSubpathSizeCheck(options?: {
  subpaths?: string[];
  coreDir?: string;
}): Promise<{ results: SubpathResult[]; violations: string[] }>;
export function formatTable(results: readonly SubpathResult[]): string;
