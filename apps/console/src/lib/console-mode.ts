/**
 * The console's mode for this sign-in (core rules/console-mode.ts, DESIGN "Where HR works"): Mode Scan at a gate,
 * Mode meja at a desk. A sign-in starts it from the tablet's choice in Pengaturan and the role; Pengaturan switches
 * it; "Mode Scan" in the desk's menu switches to the gate for this sign-in. It is kept in localStorage so a reload
 * opens the same mode (offline at the gate too, before the profile is known) and is forgotten at logout.
 */
import { type ConsoleMode, consoleModeFor, type TabletMode } from '@upah/core/rules/console-mode';
import { proxy } from 'valtio';
import { consoleSettings, updateSettings } from './console-settings';
import { keepUnlockAcrossReloads } from './kiosk-lock';

const MODE_KEY = 'upah.console.mode';

function readMode(): ConsoleMode {
  try {
    const saved = localStorage.getItem(MODE_KEY);
    if (saved === 'gate' || saved === 'desk') return saved;
  } catch {
    // no storage: the tablet's own choice below
  }
  // no sign-in has set it yet (or storage refused): what the tablet is set to, the gate when it decides by role
  return consoleSettings.mode === 'desk' ? 'desk' : 'gate';
}

export const consoleMode = proxy<{ current: ConsoleMode }>({ current: readMode() });
keepUnlockAcrossReloads(consoleMode.current === 'desk');

/** Switches this sign-in to `mode` (kept across reloads). */
export function chooseConsoleMode(mode: ConsoleMode): void {
  consoleMode.current = mode;
  try {
    localStorage.setItem(MODE_KEY, mode);
  } catch {
    // kept in memory for this page
  }
  keepUnlockAcrossReloads(mode === 'desk');
}

/** After a sign-in: the mode the tablet's choice and the role open. */
export function startConsoleMode(isHr: boolean): ConsoleMode {
  const mode = consoleModeFor(consoleSettings.mode, isHr);
  chooseConsoleMode(mode);
  return mode;
}

/** Pengaturan: the tablet's choice, applied at once. */
export function setTabletMode(tablet: TabletMode, isHr: boolean): void {
  updateSettings({ mode: tablet });
  chooseConsoleMode(consoleModeFor(tablet, isHr));
}

/** Logout: the next sign-in decides again. */
export function forgetConsoleMode(): void {
  try {
    localStorage.removeItem(MODE_KEY);
  } catch {
    // nothing kept
  }
  consoleMode.current = consoleSettings.mode === 'desk' ? 'desk' : 'gate';
  keepUnlockAcrossReloads(consoleMode.current === 'desk');
}
