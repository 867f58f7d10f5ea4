import { type Context, Hono } from 'hono';
import type { Caller } from '../auth/caller';
import type { PlatformDeps, PlatformEnv } from '../context';
import { type ApiError, isApiError } from '../http/api-error';
import { sessionWriteThrottle } from '../modules/cart/cart-write-throttle';
import { createCatalogService } from '../modules/catalog';
import { createCheckoutService } from '../modules/checkout/checkout-service';
import type { CheckoutView } from '../modules/checkout/checkout-view';
import { placeOrder } from '../modules/checkout/place-order';
import type { UpdateCheckoutInput } from '../modules/checkout/schema';
import { chargeTestCard } from '../modules/checkout/test-card-gateway';
import { findRedirectSession, type StoredRedirectSession } from '../modules/redirects/service';
import { detailsOf, type FieldErrors, readDetails, toCheckoutUpdate } from './checkout-form';
import { CheckoutPage, type CheckoutPageProps } from './checkout-page';
import type { Csrf } from './csrf';
import { createNonce, renderPage } from './render-page';
import { readForm } from './sign-in-flow';
import { renderUiMessage } from './ui-message-page';

/** The hosted checkout's path (the `ecomCheckout` redirect target, modules/redirects/service.ts). */
export const CHECKOUT_PAGE_PATH = '/hosted/checkout';

/** The redirect session a checkout page belongs to, and the buyer it stands for. */
interface CheckoutSession {
  session: StoredRedirectSession;
  checkoutId: string;
  caller: Caller;
  memberLoggedIn: boolean;
}

// The buyer who created the redirect session (business-rules 44): the page acts with their identity, so it reaches
// their checkout and nobody else's. A member never acts as staff here.
function buyerOf(session: StoredRedirectSession): Caller | undefined {
  const { memberId, visitorId } = session.caller;
  if (memberId) return { kind: 'member', memberId, role: 'MEMBER', ...(visitorId && { visitorId }) };
  if (visitorId) return { kind: 'visitor', visitorId };
  return undefined;
}

function withParams(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.toString();
}

// Order-creation codes (rules 45–46) in the buyer's words.
function placementMessage(error: ApiError): { title: string; text: string } {
  switch (error.code) {
    case 'MISSING_BILLING_ADDRESS':
    case 'MISSING_SHIPPING_ADDRESS':
      return {
        title: 'Your address is missing',
        text: 'Fill in contact and delivery, then save, before you pay.',
      };
    case 'FULL_OUT_OF_STOCK':
    case 'PARTIAL_OUT_OF_STOCK':
      return {
        title: 'Not enough stock',
        text: 'Some items sold out while you were checking out. Nothing was charged.',
      };
    case 'SELECTED_CARRIER_SERVICE_OPTION_NO_LONGER_AVAILABLE':
    case 'NO_SELECTED_CARRIER_SERVICE_OPTION':
      return { title: 'Choose a delivery option', text: error.description };
    default:
      return { title: 'The order could not be placed', text: error.description };
  }
}

/**
 * The hosted checkout, `GET|POST /hosted/checkout?redirect_session_id=…` (the `fullUrl` of an `ecomCheckout`
 * redirect session): contact and addresses, delivery option, coupon, test card, place order. The redirect session
 * (its id in the URL) ties the page to the buyer who created it and to their checkout. After the order is placed
 * the page returns to the session's thank-you URL (else its post-flow URL) with `orderId` and
 * `wixMemberLoggedIn` (rule 44). Each form sent (CSRF-checked) counts as one write of the buyer's session, in the
 * budget of their cart and checkout API writes (cart-write-throttle.ts): past it the page answers 429 with
 * `Retry-After` and changes nothing, so a script cannot try cards or coupons here without bound either.
 * @param deps - platform dependencies
 * @param csrf - CSRF helper
 */
export function createCheckoutPageRoutes(deps: PlatformDeps, csrf: Csrf): Hono<PlatformEnv> {
  const cartDeps = { ...deps, catalog: createCatalogService(deps) };
  const checkouts = createCheckoutService(cartDeps);
  const countWrite = sessionWriteThrottle(deps);
  const app = new Hono<PlatformEnv>();

  async function sessionOf(c: Context): Promise<CheckoutSession | undefined> {
    const session = await findRedirectSession(deps.db, deps.clock.now(), c.req.query('redirect_session_id'));
    const checkoutId = session?.params.checkoutId;
    const caller = session && buyerOf(session);
    if (session?.target !== 'ecomCheckout' || typeof checkoutId !== 'string' || !caller) return undefined;
    return { session, checkoutId, caller, memberLoggedIn: caller.kind === 'member' };
  }

  const message = (
    c: Context,
    title: string,
    text: string,
    status: number,
    link?: { href: string; label: string },
  ) => renderUiMessage(c, { title, text, status, link });

  const thankYouUrl = (ctx: CheckoutSession, orderId: string) => {
    const base = ctx.session.callbacks.thankYouPageUrl ?? ctx.session.callbacks.postFlowUrl;
    return base ? withParams(base, { orderId, wixMemberLoggedIn: String(ctx.memberLoggedIn) }) : undefined;
  };

  async function show(
    c: Context,
    ctx: CheckoutSession,
    extra: Partial<Pick<CheckoutPageProps, 'details' | 'errors' | 'message'>> & { status?: number } = {},
  ): Promise<Response> {
    let view: CheckoutView;
    try {
      view = await checkouts.getCheckoutView(ctx.caller, ctx.checkoutId);
    } catch (error) {
      if (!isApiError(error) || error.status !== 404) throw error;
      return message(
        c,
        'Checkout not found',
        'This checkout does not exist or belongs to someone else.',
        404,
      );
    }
    if (view.checkout.orderId) {
      const back = thankYouUrl(ctx, view.checkout.orderId);
      return message(
        c,
        'Order placed',
        'The order of this checkout was placed.',
        200,
        back ? { href: back, label: 'Continue' } : undefined,
      );
    }
    const back = ctx.session.callbacks.cartPageUrl ?? ctx.session.callbacks.postFlowUrl;
    const nonce = createNonce();
    const url = new URL(c.req.url);
    return renderPage(
      c,
      <CheckoutPage
        styleNonce={nonce}
        csrf={await csrf.token(c)}
        action={`${url.pathname}${url.search}`}
        view={view}
        details={extra.details ?? detailsOf(view)}
        errors={extra.errors ?? {}}
        message={extra.message}
        needsEmail={ctx.caller.kind !== 'member'}
        backUrl={back ? withParams(back, { wixMemberLoggedIn: String(ctx.memberLoggedIn) }) : undefined}
      />,
      { status: extra.status ?? 200, styleNonce: nonce },
    );
  }

  app.get(CHECKOUT_PAGE_PATH, async (c) => {
    const ctx = await sessionOf(c);
    if (!ctx)
      return message(
        c,
        'Checkout link not valid',
        'This checkout link is not valid or has expired. Go back to the shop and start the checkout again.',
        404,
      );
    return show(c, ctx);
  });

  app.post(CHECKOUT_PAGE_PATH, async (c) => {
    const ctx = await sessionOf(c);
    if (!ctx)
      return message(c, 'Checkout link not valid', 'This checkout link is not valid or has expired.', 404);
    const form = await readForm(c);
    if (!(await csrf.verify(c, form.csrf))) {
      return show(c, ctx, {
        status: 403,
        message: { tone: 'error', title: 'The form expired', text: 'Please try again.' },
      });
    }
    const retryAfterSeconds = countWrite(c, ctx.caller);
    if (retryAfterSeconds > 0) {
      c.header('Retry-After', String(retryAfterSeconds));
      return show(c, ctx, {
        status: 429,
        message: {
          tone: 'error',
          title: 'Too many changes',
          text: `Nothing was changed or charged. Try again in ${retryAfterSeconds} seconds.`,
        },
      });
    }
    const update = async (input: UpdateCheckoutInput, errors: () => FieldErrors, done: string) => {
      try {
        await checkouts.updateCheckout(ctx.caller, ctx.checkoutId, input);
        return show(c, ctx, { message: { tone: 'success', title: done } });
      } catch (error) {
        if (!isApiError(error)) throw error;
        return show(c, ctx, {
          status: error.status,
          errors: errors(),
          message: { tone: 'error', title: error.description },
        });
      }
    };
    switch (form.action) {
      case 'details': {
        const details = readDetails(form);
        const result = toCheckoutUpdate(details, ctx.caller.kind !== 'member');
        if (!result.ok) {
          return show(c, ctx, {
            status: 400,
            details,
            errors: result.errors,
            message: { tone: 'error', title: 'Check the highlighted fields' },
          });
        }
        return update(result.input, () => ({}), 'Saved. Totals are up to date.');
      }
      case 'coupon': {
        const code = (form.couponCode ?? '').trim();
        if (!code) return show(c, ctx, { status: 400, errors: { couponCode: 'Enter a coupon code.' } });
        return update(
          { checkout: {}, couponCode: code },
          () => ({ couponCode: 'This coupon cannot be used.' }),
          `Coupon ${code.toUpperCase()} applied.`,
        );
      }
      case 'remove-coupon':
        return update({ checkout: {}, couponCode: '' }, () => ({}), 'Coupon removed.');
      case 'pay':
        return pay(c, ctx, form);
      default:
        return show(c, ctx, { status: 400, message: { tone: 'error', title: 'Unknown action' } });
    }
  });

  async function pay(
    c: Context,
    ctx: CheckoutSession,
    form: Record<string, string | undefined>,
  ): Promise<Response> {
    const charge = chargeTestCard(
      {
        number: form.number ?? '',
        expiry: form.expiry ?? '',
        cvc: form.cvc ?? '',
        name: form.cardName ?? '',
      },
      deps.clock.now(),
    );
    if (!charge.ok) {
      return show(c, ctx, {
        status: 400,
        errors: charge.errors,
        message: { tone: 'error', title: 'Check the card details' },
      });
    }
    // A declined card writes nothing (place-order.ts): the buyer sees why and tries another card.
    if (charge.outcome === 'DECLINED') {
      return show(c, ctx, {
        status: 402,
        message: {
          tone: 'error',
          title: 'Payment declined',
          text: `${charge.declineReason ?? 'Your card was declined.'} Nothing was charged; try another card.`,
        },
      });
    }
    try {
      const placed = await placeOrder(cartDeps, ctx.caller, ctx.checkoutId, {
        outcome: charge.outcome,
        brand: charge.brand,
        last4: charge.last4,
        providerTransactionId: charge.providerTransactionId,
      });
      const next = thankYouUrl(ctx, placed.order.id);
      if (next) return c.redirect(next, 303);
      return message(c, 'Thank you', `Your order #${placed.order.number} is placed.`, 200);
    } catch (error) {
      if (!isApiError(error)) throw error;
      const { title, text } = placementMessage(error);
      return show(c, ctx, { status: error.status, message: { tone: 'error', title, text } });
    }
  }

  return app;
}
