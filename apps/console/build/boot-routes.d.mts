import type { BootRoute } from '../../../scripts/boot-script.mjs';

/** The console's rows of the boot script's route table, with the scan screen's early GET. */
export const BOOT_ROUTES: BootRoute[];
