/**
 * The attendance area's routes (SPEC §2 "Attendance area"), beside ./paths (which keeps `paths.attendance`, the
 * area's entry). A module of its own so only the area's lazy chunks carry it, not the app's entry chunk.
 * /attendance/* is a splat route in app/router.tsx, so more specific routes (the supervisor screens) sit beside it.
 */
export const attendancePaths = {
  home: '/attendance/',
  chooseOption: '/attendance/choose-option',
  clockIn: '/attendance/clockIn',
  clockOut: '/attendance/clockOut',
  selfie: '/attendance/selfie',
  maps: '/attendance/maps',
  outstation: '/attendance/outstation',
  permit: '/attendance/permit',
  permitRequest: '/attendance/permit-request',
  cuti: '/attendance/cuti',
  cutiRequest: '/attendance/cuti-request',
  overtime: '/attendance/overtime',
  overtimeRequest: (date: string) => `/attendance/overtime-request/${date}`,
  presenceHistory: '/attendance/presence-history',
  shiftRequest: '/attendance/shift-request',
  /** Attendance correction ("Koreksi presensi", our extension): the list and the form, like the other requests. */
  correction: '/attendance/correction',
  correctionRequest: '/attendance/correction-request',
} as const;
