// ... existing code ...
    case UPDATE_QUANTITY: {
      const quantity = Math.max(0, Math.floor(action.quantity));
      const items =
        quantity === 0
          ? state.items.filter((i) => i.sku !== action.sku)
          : state.items.map((i) => (i.sku === action.sku ? { ...i, quantity } : i));
      return { ...state, items, updatedAt: Date.now() };
    }
// ... existing code ...
