import type { ConversionPaths } from '../endpoint';

// Conversion paths of transforms.md §5 for the identity calls, in wire names. Addresses (ADDR-req-1, ADDR-res-1)
// are not converted: they keep their wire shape, like every address the SDK returns.

const IDENTITY_DATES = [
  'identity.createdDate',
  'identity.updatedDate',
  'identity.identityProfile.customFields.value.dateValue',
];
const IDENTITY_FLOATS = ['identity.identityProfile.customFields.value.numValue'];

/** TS-req-1 / FL-req-1: register and sign-on send a profile (its outgoing Dates need no list). */
export const PROFILE_REQUEST: ConversionPaths = { floats: ['profile.customFields.value.numValue'] };

/** TS-res-1 / FL-res-1: register, login, recover and verifyDuringAuthentication answers. */
export const STATE_MACHINE_RESPONSE: ConversionPaths = {
  timestamps: [...IDENTITY_DATES, 'additionalData.*.dateValue'],
  floats: [...IDENTITY_FLOATS, 'additionalData.*.numValue'],
};

/** TS-res-2 / FL-res-2: sign-on answers carry an identity only. */
export const SIGN_ON_RESPONSE: ConversionPaths = { timestamps: IDENTITY_DATES, floats: IDENTITY_FLOATS };

/**
 * TS-res-3 / FL-res-3: `verify` and `resendDuringAuthentication`. The official lists say `additionalData.dateValue`
 * (no `*`), which never matches a map of values; we convert the map's values like TS-res-1 does.
 */
export const MFA_RESPONSE: ConversionPaths = STATE_MACHINE_RESPONSE;
