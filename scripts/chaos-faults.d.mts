import type { Locator, Page } from '@playwright/test';

export const FAULTS: Record<string, string>;

export interface Tally {
  actions: number;
  taps: number;
  records: number;
  writes: number;
  dropped: number;
  unavailable: number;
  /** While set, every write whose URL contains it loses its answer (retries included). */
  loseAll: string | null;
}

export function withFaults(page: Page): Promise<Tally>;
export function report(name: string, tally: Tally): void;
export function dismissNotice(notice: Locator, close?: Locator): Promise<void>;
