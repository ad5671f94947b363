// ... existing code ...
    case "cart/decrement":
      return {
        ...state,
        items: state.items
          .map((i) =>
            i.productId === action.productId ? { ...i, quantity: i.quantity - 1 } : i,
          )
          .filter((i) => i.quantity > 0),
        updatedAt: Date.now(),
      };
    // ... existing code ...
