import type { CartAction } from "./actions";
import type { CartItem, CartState } from "./types";

export const initialCartState: CartState = {
  items: [],
  subtotal: 0,
  couponCode: null,
  status: "idle",
  updatedAt: 0,
};

function recalc(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
}

export function cartReducer(state: CartState = initialCartState, action: CartAction): CartState {
  switch (action.type) {
    case "cart/itemAdded": {
      const existing = state.items.find((item) => item.sku === action.payload.sku);
      const items = existing
        ? state.items.map((item) =>
            item.sku === action.payload.sku ? { ...item, quantity: item.quantity + action.payload.quantity } : item,
          )
        : [...state.items, action.payload];
      return {
        ...state,
        items,
        subtotal: recalc(items),
        updatedAt: action.meta.timestamp,
      };
    }

    case "cart/itemRemoved": {
      const items = state.items.filter((item) => item.sku !== action.payload.sku);
      return {
        ...state,
        items,
        subtotal: recalc(items),
        updatedAt: action.meta.timestamp,
      };
    }

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

    case "cart/checkoutStarted":
      return { ...state, status: "checking-out" };

    case "cart/cleared":
      return { ...initialCartState, updatedAt: action.meta.timestamp };

    default:
      return state;
  }
}
