import { useMutation } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { requireSession, type SessionClient } from '../client-types';
import { useBazaarClient } from '../provider/bazaar-provider';
import type { OAuthDataStorage } from './login-callback';
import { type CompleteLoginOptions, sessionMutations } from './session-mutations';
import { getSessionStore, type SessionSnapshot } from './session-store';

const useSessionClient = (hook: string): SessionClient => requireSession(useBazaarClient(), hook);

/**
 * The session: `{ loggedIn, role, tokens }`, re-rendering on every session event (login, logout, new visitor,
 * lost member session). On a server it reads the request's session (cookie token storage).
 *
 * @returns the session snapshot
 * @example
 * const { loggedIn } = useSession();
 * return loggedIn ? <AccountMenu /> : <SignInButton />;
 */
export function useSession(): SessionSnapshot {
  const store = getSessionStore(useSessionClient('useSession').auth);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/**
 * Logs in with e-mail and password (and completes a SUCCESS). See `sessionMutations.login`.
 *
 * @param options - how to complete a SUCCESS
 * @returns the mutation
 */
export const useLogin = (options?: CompleteLoginOptions) =>
  useMutation(sessionMutations.login(useSessionClient('useLogin'), options));

/**
 * Registers a member (and completes a SUCCESS). See `sessionMutations.register`.
 *
 * @param options - how to complete a SUCCESS
 * @returns the mutation
 */
export const useRegister = (options?: CompleteLoginOptions) =>
  useMutation(sessionMutations.register(useSessionClient('useRegister'), options));

/**
 * Submits the e-mailed verification code (and completes a SUCCESS). See `sessionMutations.processVerification`.
 *
 * @param options - how to complete a SUCCESS
 * @returns the mutation
 */
export const useProcessVerification = (options?: CompleteLoginOptions) =>
  useMutation(sessionMutations.processVerification(useSessionClient('useProcessVerification'), options));

/**
 * Logs out; resolves to the hosted logout URL to send the browser to.
 *
 * @returns the mutation
 */
export const useLogout = () => useMutation(sessionMutations.logout(useSessionClient('useLogout')));

/**
 * E-mails a password-recovery link.
 *
 * @returns the mutation
 */
export const useSendPasswordResetEmail = () =>
  useMutation(sessionMutations.sendPasswordResetEmail(useSessionClient('useSendPasswordResetEmail')));

/**
 * Starts a hosted-page sign-in; resolves to the URL to send the browser to. Finish on the callback page with
 * `handleLoginCallback(client)`.
 *
 * @param options - where to keep the sign-in data (default `sessionStorage`)
 * @returns the mutation
 */
export const useLoginRedirect = (options?: { storage?: OAuthDataStorage }) =>
  useMutation(sessionMutations.loginRedirect(useSessionClient('useLoginRedirect'), options));
