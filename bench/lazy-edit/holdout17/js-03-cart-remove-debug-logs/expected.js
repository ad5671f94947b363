import { formatCurrency } from './format.js';
import { api } from './api.js';

const STORAGE_KEY = 'cart:v2';

let state = loadState();
const listeners = new Set();

function loadState() {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? JSON.parse(raw) : { items: [], coupon: null };
  } catch (e) {
    console.warn('Failed to parse cart state, resetting', e);
    return { items: [], coupon: null };
  }
}

function saveState() {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  listeners.forEach((fn) => fn(state));
}

export function subscribe(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

export function addItem(product, quantity = 1) {
  const existing = state.items.find((item) => item.id === product.id);
  if (existing) {
    existing.quantity += quantity;
  } else {
    state.items.push({ id: product.id, name: product.name, price: product.price, quantity });
  }
  saveState();
}

export function removeItem(productId) {
  state.items = state.items.filter((item) => item.id !== productId);
  saveState();
}

export function updateQuantity(productId, quantity) {
  const item = state.items.find((i) => i.id === productId);
  if (!item) {
    return;
  }
  if (quantity <= 0) {
    removeItem(productId);
    return;
  }
  item.quantity = quantity;
  saveState();
}

export async function applyCoupon(code) {
  const result = await api.post('/coupons/validate', { code });
  if (!result.valid) {
    throw new Error(result.message || 'Invalid coupon');
  }
  state.coupon = { code, percentOff: result.percentOff };
  saveState();
}

export function getTotals() {
  const subtotal = state.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const discount = state.coupon ? subtotal * (state.coupon.percentOff / 100) : 0;
  const total = subtotal - discount;
  return {
    subtotal: formatCurrency(subtotal),
    discount: formatCurrency(discount),
    total: formatCurrency(total),
  };
}
