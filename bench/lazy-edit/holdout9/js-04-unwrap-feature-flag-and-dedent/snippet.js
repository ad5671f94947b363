import { track } from './analytics';
import { formatCurrency } from './format';
// ... existing code ...
async function submitOrder(event) {
  event.preventDefault();
  const data = Object.fromEntries(new FormData(form));
  setBusy(true);

  const response = await fetch('/api/v2/orders', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(data),
  });
  if (!response.ok) {
    setBusy(false);
    form.querySelector('.error').textContent = 'We could not place your order. Please try again.';
    return;
  }
  const order = await response.json();
  track('order_placed', { orderId: order.id, version: 2 });
  window.location.assign(`/orders/${order.id}/confirmation`);
}

// ... existing code ...
