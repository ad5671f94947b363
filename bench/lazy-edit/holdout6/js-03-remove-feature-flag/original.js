import { track } from "./analytics";
import { flags } from "./flags";
import { api } from "./api";

export async function submitCheckout(form, cart) {
  const payload = {
    items: cart.items.map((i) => ({ sku: i.sku, qty: i.qty })),
    shipping: form.shipping,
    email: form.email,
  };

  if (flags.isEnabled("checkout-v2")) {
    payload.billing = form.sameAsShipping ? form.shipping : form.billing;
    payload.giftMessage = form.giftMessage || null;
    track("checkout_v2_submit", { items: payload.items.length });
  }

  const res = await api.post("/checkout", payload);
  if (res.status === 409) {
    throw new Error("Some items are no longer available");
  }
  if (!res.ok) {
    throw new Error(`Checkout failed (${res.status})`);
  }
  track("checkout_complete", { orderId: res.data.orderId });
  return res.data;
}

export function validateCheckout(form) {
  const errors = {};
  if (!form.email || !form.email.includes("@")) {
    errors.email = "Enter a valid email address";
  }
  if (!form.shipping || !form.shipping.postcode) {
    errors.shipping = "Shipping address is incomplete";
  }
  if (flags.isEnabled("checkout-v2") && !form.sameAsShipping && !form.billing) {
    errors.billing = "Billing address is required";
  }
  return errors;
}
