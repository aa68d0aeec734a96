/**
 * The device permissions the attendance rules read (SPEC §3 "both allowed by default in a plain browser", §6 native
 * bridge permissions): location, camera and file. The session store holds the current values; the clock-in and
 * request rules take the ones they need (`Pick<Permissions, …>`).
 */
export interface Permissions {
  readonly location: boolean;
  readonly camera: boolean;
  readonly file: boolean;
}
