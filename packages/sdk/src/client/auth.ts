// What a client and its OAuth strategy load on first use, in one lazily loaded chunk: a page pays one import (and
// one chunk name) up front for both, and needs neither unless it signs in or calls fetchWithAuth. The chunk is named
// after this file, and its name and exports are written in the initial bundle: short ones cost less there (this file
// as on-first-use.ts with `createSignInFlows` cost 14 / 15 / 14 B gzip more up front).
export { createSignInFlows as signIn } from '../auth/oauth/sign-in-flows';
export { fetchWithAuth } from './fetch-with-auth';
