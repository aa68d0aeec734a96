import { registerLabels } from '@upah/core/catalogue/labels-auth';
import { paths, REGISTER_STEPS } from '../../config/paths';

/** Shared props of the registration steps' WizardFrame. */
export const registerFrame = {
  title: registerLabels.title,
  total: REGISTER_STEPS,
  pathOf: paths.register,
} as const;
