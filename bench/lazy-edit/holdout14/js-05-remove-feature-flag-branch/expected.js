import { trackEvent } from './analytics.js';
import { mountCheckout } from './checkout/mount.js';
import { loadStripe } from './payments/stripe.js';

const root = document.getElementById('checkout-root');

async function initPayments(publicKey) {
  const stripe = await loadStripe(publicKey);
  if (!stripe) {
    throw new Error('Stripe failed to load');
  }
  return stripe;
}

export async function bootstrapCheckout({ publicKey, cartId, locale }) {
  trackEvent('checkout_viewed', { cartId });

  const stripe = await initPayments(publicKey);
  mountCheckout(root, {
    stripe,
    cartId,
    locale,
    onComplete: (orderId) => {
      trackEvent('checkout_completed', { cartId, orderId });
      window.location.assign(`/orders/${orderId}/confirmation`);
    },
  });

  window.addEventListener('beforeunload', () => {
    trackEvent('checkout_abandoned', { cartId });
  });
}

export function teardownCheckout() {
  root.innerHTML = '';
}
