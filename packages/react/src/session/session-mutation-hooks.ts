import { useMutation } from '@tanstack/react-query';
import type { OAuthDataStorage } from './login-callback';
import { useSessionClient } from './session-hooks';
import { type CompleteLoginOptions, sessionMutations } from './session-mutations';

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
