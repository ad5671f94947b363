// ... existing code ...
    case 'cart/setQuantity': {
      if (action.quantity <= 0) {
        const items = state.items.filter((item) => item.productId !== action.productId);
        return { ...state, items, updatedAt: Date.now() };
      }
      const items = state.items.map((item) =>
        item.productId === action.productId ? { ...item, quantity: action.quantity } : item,
      );
      return { ...state, items, updatedAt: Date.now() };
    }
// ... existing code ...
