import { forgetPasswordLabels } from '@upah/core/catalogue/labels-auth';
import { FORGET_PASSWORD_STEPS, paths } from '../../config/paths';

/** Shared props of the password-reset steps' WizardFrame. */
export const forgetFrame = {
  title: forgetPasswordLabels.title,
  total: FORGET_PASSWORD_STEPS,
  pathOf: paths.forgetPassword,
} as const;
