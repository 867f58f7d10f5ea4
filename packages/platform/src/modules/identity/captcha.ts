import type { PlatformConfig } from '../../config';
import { identityErrors } from './identity-errors';

/** Captcha tokens as the official client sends them: `[{Recaptcha, InvisibleRecaptcha}]` (errors.md §5). */
export type CaptchaTokens = Array<Record<string, unknown>> | undefined;

/**
 * Checks the captcha tokens of a login or registration when the site requires captcha (business-rules 144). The
 * local platform cannot ask Google, so a token is valid when it equals the configured `captchaToken`.
 * @param config - platform configuration (`captcha`, `captchaToken`)
 * @param tokens - the request's `captchaTokens`
 * @throws ApiError `-19971` when no token was sent, `-19970` when none is valid
 */
export function checkCaptcha(
  config: Pick<PlatformConfig, 'captcha' | 'captchaToken'>,
  tokens: CaptchaTokens,
): void {
  if (!config.captcha) return;
  const values = (tokens ?? []).flatMap((token) =>
    Object.values(token).flatMap((value) => {
      if (typeof value === 'string' && value) return [value];
      // recaptchaForClientSiteKey: {token}
      if (value && typeof value === 'object' && typeof (value as { token?: unknown }).token === 'string') {
        return [(value as { token: string }).token];
      }
      return [];
    }),
  );
  if (values.length === 0) throw identityErrors.missingCaptcha();
  if (!values.includes(config.captchaToken)) throw identityErrors.invalidCaptcha();
}
