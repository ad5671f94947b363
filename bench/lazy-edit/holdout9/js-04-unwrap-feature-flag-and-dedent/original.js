import { track } from './analytics';
import { FEATURE_FLAGS } from './flags';
import { formatCurrency } from './format';

const form = document.querySelector('#checkout-form');
const summary = document.querySelector('#order-summary');
const submitButton = form.querySelector('button[type="submit"]');

function renderSummary(cart) {
  const rows = cart.items
    .map(
      (item) => `
        <tr>
          <td>${item.name}</td>
          <td>${item.quantity}</td>
          <td>${formatCurrency(item.price * item.quantity)}</td>
        </tr>`,
    )
    .join('');
  summary.innerHTML = `
    <table>${rows}</table>
    <p class="total">Total: ${formatCurrency(cart.total)}</p>`;
}

function setBusy(busy) {
  submitButton.disabled = busy;
  submitButton.textContent = busy ? 'Processing…' : 'Place order';
}

async function submitOrder(event) {
  event.preventDefault();
  const data = Object.fromEntries(new FormData(form));
  setBusy(true);

  if (FEATURE_FLAGS.newCheckout) {
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
  } else {
    form.submit();
  }
}

async function init() {
  const response = await fetch('/api/cart');
  const cart = await response.json();
  renderSummary(cart);
  form.addEventListener('submit', submitOrder);
}

init();
