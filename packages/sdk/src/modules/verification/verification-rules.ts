// The argument checks of verification.ts's endpoints, by endpoint key: apart from the table, so they load with the failure path
// (argument-rules.ts) and not up front.
import type { ArgumentRules } from '../endpoint';

const PATH = '/_api/iam/verification/v1';

/** The checks of `verification`. */
export const verificationRules: ArgumentRules = {
  [`POST ${PATH}/auth/verify`]: { code: 'string!', stateToken: 'string!' },
  [`POST ${PATH}/auth/resend`]: { stateToken: 'string!' },
};
