// The argument checks of recovery.ts's endpoints, by endpoint key: apart from the table, so they load with the failure path
// (argument-rules.ts) and not up front.
import type { ArgumentRules } from '../endpoint';

const PATH = '/_api/iam/recovery/v1';

/** The checks of `recovery`. */
export const recoveryRules: ArgumentRules = {
  [`POST ${PATH}/send-email`]: { email: 'string!' },
  [`POST ${PATH}/activation-email`]: { identityId: 'string!' },
  [`POST ${PATH}/recover`]: { recoveryToken: 'string!', password: 'string' },
};
