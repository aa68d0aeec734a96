/**
 * Where the console opens (DESIGN "Where HR works"): a gate tablet scans (Mode Scan: the camera, the kiosk PIN over
 * every menu, back to scanning when idle), a desk works the team screens (Mode meja: a navigation between Tim hari
 * ini, Rekap bulanan, Approval, Koreksi and Pengaturan, no camera until someone chooses Mode Scan, the PIN asked
 * once per browser session).
 *
 * The tablet keeps a choice in Pengaturan: 'gate', 'desk', or 'auto' (the default), where HR opens at the desk and
 * a supervisor at the gate. Before anyone signs in the role is unknown, so the sign-in screen says what 'auto' does.
 */

export type ConsoleMode = 'gate' | 'desk';
export type TabletMode = 'auto' | ConsoleMode;

export const TABLET_MODES: readonly TabletMode[] = ['auto', 'gate', 'desk'];

/** The mode a sign-in opens: the tablet's choice, or by role under 'auto'. */
export function consoleModeFor(tablet: TabletMode, isHr: boolean): ConsoleMode {
  if (tablet !== 'auto') return tablet;
  return isHr ? 'desk' : 'gate';
}

/** A stored or typed value read back as a tablet mode (anything else is 'auto'). */
export function tabletModeOf(value: unknown): TabletMode {
  return value === 'gate' || value === 'desk' ? value : 'auto';
}
