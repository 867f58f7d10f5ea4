/**
 * What a call that must fail threw; the test fails when the call succeeds.
 * @param promise - the call
 * @returns the error
 */
export const failure = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );
