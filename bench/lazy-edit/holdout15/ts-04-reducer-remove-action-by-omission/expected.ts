import type { CartItem, Product } from "./types";

export interface CartState {
  items: CartItem[];
  couponCode: string | null;
}

export type CartAction =
  | { type: "cart/add"; product: Product; quantity?: number }
  | { type: "cart/remove"; productId: string }
  | { type: "cart/setQuantity"; productId: string; quantity: number }
  | { type: "cart/applyCoupon"; code: string }
  | { type: "cart/clearCoupon" }
  | { type: "cart/clear" };

export const initialCartState: CartState = {
  items: [],
  couponCode: null,
};

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case "cart/add": {
      const quantity = action.quantity ?? 1;
      const existing = state.items.find((item) => item.productId === action.product.id);
      if (existing) {
        return {
          ...state,
          items: state.items.map((item) =>
            item.productId === action.product.id
              ? { ...item, quantity: item.quantity + quantity }
              : item,
          ),
        };
      }
      return {
        ...state,
        items: [
          ...state.items,
          { productId: action.product.id, price: action.product.price, quantity },
        ],
      };
    }
    case "cart/remove":
      return {
        ...state,
        items: state.items.filter((item) => item.productId !== action.productId),
      };
    case "cart/setQuantity":
      if (action.quantity <= 0) {
        return {
          ...state,
          items: state.items.filter((item) => item.productId !== action.productId),
        };
      }
      return {
        ...state,
        items: state.items.map((item) =>
          item.productId === action.productId ? { ...item, quantity: action.quantity } : item,
        ),
      };
    case "cart/applyCoupon":
      return { ...state, couponCode: action.code.trim().toUpperCase() };
    case "cart/clearCoupon":
      return { ...state, couponCode: null };
    case "cart/clear":
      return { ...state, items: [], couponCode: null };
    default:
      return state;
  }
}

export function cartTotal(state: CartState): number {
  return state.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
}

export function cartCount(state: CartState): number {
  return state.items.reduce((sum, item) => sum + item.quantity, 0);
}
