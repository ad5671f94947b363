import { trackEvent } from './analytics.js';
import { mountCheckout } from './checkout/mount.js';
import { loadStripe } from './payments/stripe.js';

// ... existing code ...

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
// ... existing code ...
