// ... existing code ...

export function addItem(cart, product, quantity = 1) {
  // … rest of function …
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

// ... existing code ...
