-- A sign-in made from a hosted account link (a `membersAccount` redirect session): the hash of the browser session
-- it started (browser_sessions.id_hash). The account page then shows that member, to that browser only, while that
-- sign-in lasts (hosted/account-link-sign-in.ts).
alter table redirect_sessions add column signed_in_browser_session text;
