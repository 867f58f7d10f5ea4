-- The token session an authorization code was redeemed for: a second redemption of the code ends that session
-- (RFC 6749 §4.1.2, oauth/authorization-codes.ts `revokeReplayedCode`).
alter table authorization_codes add column session_id uuid;
