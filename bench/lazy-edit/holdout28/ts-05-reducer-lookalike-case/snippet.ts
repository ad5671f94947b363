// ... existing code ...
    case 'cart/decrementQuantity': {
      return {
        ...state,
        items: state.items
          .map((item) =>
            item.productId === action.productId ? { ...item, quantity: item.quantity - 1 } : item,
          )
          .filter((item) => item.quantity > 0),
        updatedAt: Date.now(),
      };
    }
// ... existing code ...
