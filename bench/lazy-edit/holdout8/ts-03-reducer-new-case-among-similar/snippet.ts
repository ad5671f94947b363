// … existing code …
  | { type: 'DECREMENT'; sku: string }
  | { type: 'SET_QUANTITY'; sku: string; quantity: number }
  | { type: 'APPLY_COUPON'; coupon: Coupon }
// … existing code …
    case 'DECREMENT': {
      // … existing code …
    }
    case 'SET_QUANTITY': {
      const quantity = Math.max(0, Math.floor(action.quantity));
      return touch({
        ...state,
        items: state.items
          .map((i) => (i.sku === action.sku ? { ...i, quantity } : i))
          .filter((i) => i.quantity > 0),
      });
    }
    case 'APPLY_COUPON': {
      // … existing code …
    }
    // … existing code …
    case 'CLEAR_CART': {
      return touch({ ...state, items: [], coupon: null });
    }
// … existing code …
