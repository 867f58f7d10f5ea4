/** `@bazaar/platform/testing`: the test harness other modules build their tests on (README.md beside this file). */

export { CHECKOUT_FORM_DETAILS } from './checkout-form-details';
export { createTestPlatform, type TestPlatform, type TestPlatformOptions } from './create-test-platform';
export { createFakeClock, type FakeClock } from './fake-clock';
export { createFormBrowser, type FormBrowser, type Page, type PageForm } from './form-browser';
export { createMailReader, type MailReader } from './mail-reader';
export { createTestDatabase, type TestDatabase } from './test-database';
export { createTestSeeder, type SeededMember, type SeededTokens, type TestSeeder } from './test-seeder';
