import { cartAbandonmentTask } from '../cart/cart-abandonment';
import { paymentScheduledActions } from '../payments/authorizations';
import type { ScheduledTask } from './scheduled-tasks';

/**
 * The scheduled tasks every platform process runs in its background worker. Adding one is one line here, like
 * `PLATFORM_MODULES` in app.ts (the cart module's abandonment check belongs here).
 */
export const PLATFORM_TASKS: ScheduledTask[] = [paymentScheduledActions, cartAbandonmentTask];
