import { createTestPlatform, type TestPlatform, type TestPlatformOptions } from '@bazaar/platform/testing';

/** A test platform served over real HTTP on 127.0.0.1 (random port). */
export interface ContractPlatform {
  platform: TestPlatform;
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * Starts an isolated platform (PGlite clone, or a fresh PostgreSQL schema when DATABASE_URL is set) and serves it.
 * @param options - configuration overrides for the platform
 */
export async function startContractPlatform(options: TestPlatformOptions = {}): Promise<ContractPlatform> {
  const platform = await createTestPlatform(options);
  const { baseUrl } = await platform.listen();
  return { platform, baseUrl, close: () => platform.close() };
}
