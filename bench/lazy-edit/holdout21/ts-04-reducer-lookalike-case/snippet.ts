    // ... existing code ...
    case "cart/quantityChanged": {
      const items = state.items
        .map((item) => (item.sku === action.payload.sku ? { ...item, quantity: action.payload.quantity } : item))
        .filter((item) => item.quantity > 0);
      return {
        ...state,
        items,
        subtotal: recalc(items),
        updatedAt: action.meta.timestamp,
      };
    }

    case "cart/couponApplied":
      return { ...state, couponCode: action.payload.code, updatedAt: action.meta.timestamp };

    case "cart/couponRemoved":
      return { ...state, couponCode: null, status: "idle", updatedAt: action.meta.timestamp };

    // ... existing code ...
