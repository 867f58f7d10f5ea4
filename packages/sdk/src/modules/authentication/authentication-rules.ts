// The argument checks of authentication.ts's endpoints, by endpoint key: apart from the table, so they load with the failure path
// (argument-rules.ts) and not up front.
import type { ArgumentRules } from '../endpoint';

const PATH = '/_api/iam/authentication';
const LOGIN_ID = { loginId: 'object!', 'loginId.email': 'string' };

/** The checks of `authentication`. */
export const authenticationRules: ArgumentRules = {
  [`POST ${PATH}/v2/register`]: LOGIN_ID,
  [`POST ${PATH}/v2/login`]: LOGIN_ID,
  [`POST ${PATH}/v2/change-password`]: { newPassword: 'string!' },
  [`GET ${PATH}/v1/callback`]: { sessionToken: 'string' },
  [`POST ${PATH}/v2/sign-on`]: LOGIN_ID,
  [`POST ${PATH}/v2/{factorType}/verify`]: { factorType: 'string!' },
};
