import { formatMoney } from './money.js';
import { api } from './api.js';

const STORAGE_KEY = 'cart:v2';

/**
 * Read the persisted cart from localStorage.
 * Falls back to an empty cart if the stored value is missing or corrupt.
 */
export function loadCart() {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (!raw) return { items: [], coupon: null };
    const parsed = JSON.parse(raw);
    if (!Array.isArray(parsed.items)) return { items: [], coupon: null };
    return { items: parsed.items, coupon: parsed.coupon ?? null };
  } catch (e) {
    console.warn('cart: could not parse stored cart', e);
    return { items: [], coupon: null };
  }
}

export function saveCart(cart) {
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify(cart));
  window.dispatchEvent(new CustomEvent('cart:changed', { detail: cart }));
}

export function addItem(cart, product, quantity = 1) {
  const existing = cart.items.find((item) => item.sku === product.sku);
  if (existing) {
    existing.quantity += quantity;
  } else {
    cart.items.push({
      sku: product.sku,
      name: product.name,
      unitPrice: product.price,
      quantity,
    });
  }
  saveCart(cart);
  return cart;
}

export function removeItem(cart, sku) {
  cart.items = cart.items.filter((item) => item.sku !== sku);
  saveCart(cart);
  return cart;
}

export function updateQuantity(cart, sku, quantity) {
  if (!Number.isInteger(quantity) || quantity < 0) {
    throw new RangeError(`Invalid quantity: ${quantity}`);
  }
  if (quantity === 0) {
    return removeItem(cart, sku);
  }
  const item = cart.items.find((i) => i.sku === sku);
  if (item) {
    item.quantity = quantity;
    saveCart(cart);
  }
  return cart;
}

export function subtotal(cart) {
  const gross = cart.items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
  if (!cart.coupon) return gross;
  return Math.round((gross * (100 - cart.coupon.percentOff)) / 100);
}

export function renderSummary(root, cart) {
  const lines = cart.items.map(
    (item) => `<li>${item.quantity} × ${item.name} <span>${formatMoney(item.unitPrice * item.quantity)}</span></li>`
  );
  root.innerHTML = `
    <ul class="cart-lines">${lines.join('')}</ul>
    <p class="cart-subtotal">Subtotal: ${formatMoney(subtotal(cart))}</p>
  `;
}

export async function applyCoupon(cart, code) {
  const result = await api.post('/coupons/validate', { code });
  cart.coupon = result.valid ? { code, percentOff: result.percentOff } : null;
  saveCart(cart);
  return result.valid;
}
