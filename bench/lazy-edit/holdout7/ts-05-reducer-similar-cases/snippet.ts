// ... existing code ...
    case "DECREMENT_QTY":
      return {
        ...state,
        lines: state.lines
          .map((l) => (l.productId === action.productId ? { ...l, quantity: l.quantity - 1 } : l))
          .filter((l) => l.quantity > 0),
        updatedAt: now,
      };
    case "APPLY_COUPON":
      // ... existing code ...
  return Math.round(subtotal * (100 - state.coupon.percentOff)) / 100;
}

export function cartItemCount(state: CartState): number {
  return state.lines.reduce((count, l) => count + l.quantity, 0);
}
