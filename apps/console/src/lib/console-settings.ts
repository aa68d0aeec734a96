/** Console settings kept on the tablet: which camera scans, torch, sound. */
import { proxy, subscribe } from 'valtio';

const KEY = 'upah.console.settings';

export interface ConsoleSettings {
  facing: 'environment' | 'user';
  torch: boolean;
  sound: boolean;
}

const DEFAULTS: ConsoleSettings = { facing: 'environment', torch: false, sound: true };

function load(): ConsoleSettings {
  try {
    return { ...DEFAULTS, ...(JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<ConsoleSettings>) };
  } catch {
    return { ...DEFAULTS };
  }
}

export const consoleSettings = proxy<ConsoleSettings>(load());
subscribe(consoleSettings, () => localStorage.setItem(KEY, JSON.stringify(consoleSettings)));

export function updateSettings(patch: Partial<ConsoleSettings>): void {
  Object.assign(consoleSettings, patch);
}
