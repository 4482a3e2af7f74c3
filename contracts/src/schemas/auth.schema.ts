import { Infer, boolean, defaulted, object } from 'superstruct';
import { requiredText } from '../validation';

export const loginSchema = object({
  email: requiredText(254, 'validation.common.loginRequired', 'validation.common.loginTooLong'),
  password: requiredText(200, 'validation.common.passwordRequired', 'validation.common.passwordTooLong'),
  rememberMe: defaulted(boolean(), false),
});
export type LoginInput = Infer<typeof loginSchema>;
