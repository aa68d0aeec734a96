/**
 * The console's rows of the boot script's route table (scripts/boot-script.mjs): the lazy chunks each first
 * screen needs, and the scan screen's first GET, started before the JavaScript runs.
 */
export const BOOT_ROUTES = [
  // the scan screen, and its QR decoder's loader, which it imports as it starts the camera; its first GET: who may
  // be scanned (SPEC §7 profile, GET /employee/profile/subordinate/direct)
  // and the API client's transport (ky), which its first call over the network loads
  {
    path: '/',
    chunks: [
      'src/features/scan/scan-route.tsx',
      '../../packages/ui/src/qr-detector.ts',
      '../../packages/core/src/api/transport.ts',
    ],
    earlyGets: ['/employee/profile/subordinate/direct'],
  },
  { path: '/login', chunks: ['src/features/auth/login-route.tsx'] },
];
