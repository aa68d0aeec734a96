/** Console settings kept on the tablet: which camera scans, torch, sound, and where a sign-in opens (gate or desk). */
import { type TabletMode, tabletModeOf } from '@upah/core/rules/console-mode';
import { proxy, subscribe } from 'valtio';

const KEY = 'upah.console.settings';

export interface ConsoleSettings {
  facing: 'environment' | 'user';
  torch: boolean;
  sound: boolean;
  /** Where a sign-in opens (rules/console-mode.ts): 'auto' is the desk for HR, the gate for a supervisor. */
  mode: TabletMode;
}

const DEFAULTS: ConsoleSettings = { facing: 'environment', torch: false, sound: true, mode: 'auto' };

function load(): ConsoleSettings {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<ConsoleSettings>;
    return { ...DEFAULTS, ...saved, mode: tabletModeOf(saved.mode) };
  } catch {
    return { ...DEFAULTS };
  }
}

export const consoleSettings = proxy<ConsoleSettings>(load());
subscribe(consoleSettings, () => localStorage.setItem(KEY, JSON.stringify(consoleSettings)));

export function updateSettings(patch: Partial<ConsoleSettings>): void {
  Object.assign(consoleSettings, patch);
}
