// … existing cases …
    case 'cart/setQuantity': {
      const quantity = Math.max(0, Math.floor(action.payload.quantity));
      const items = state.items
        .map((item) => (item.sku === action.payload.sku ? { ...item, quantity } : item))
        .filter((item) => item.quantity > 0);
      return {
        ...state,
        items,
        updatedAt: action.meta.timestamp,
      };
    }
    case 'cart/applyCoupon': {
      const code = action.payload.code.trim().toUpperCase();
      return {
        ...state,
        couponCode: code === '' ? null : code,
        updatedAt: action.meta.timestamp,
      };
    }
    // … rest of the file …
