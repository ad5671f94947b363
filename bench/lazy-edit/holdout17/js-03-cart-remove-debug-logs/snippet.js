// ... existing code ...
function loadState() {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? JSON.parse(raw) : { items: [], coupon: null };
  // ... existing code ...
}

function saveState() {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  listeners.forEach((fn) => fn(state));
}

// ... existing code ...

export function addItem(product, quantity = 1) {
  const existing = state.items.find((item) => item.id === product.id);
  // ... existing code ...
}

export function removeItem(productId) {
  state.items = state.items.filter((item) => item.id !== productId);
  saveState();
}

// ... existing code ...

export async function applyCoupon(code) {
  const result = await api.post('/coupons/validate', { code });
  if (!result.valid) {
  // ... existing code ...
