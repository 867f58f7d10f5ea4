// What a client and its OAuth strategy load on first use, in one lazily loaded chunk: a page pays one import (and
// one chunk name) up front for both, and needs neither unless it signs in or calls fetchWithAuth.
export { createSignInFlows } from '../auth/oauth/sign-in-flows';
export { fetchWithAuth } from './fetch-with-auth';
