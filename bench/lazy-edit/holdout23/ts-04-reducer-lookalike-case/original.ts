import type { CartItem, Product } from "../types";

export type CartAction =
  | { type: "cart/add"; product: Product; quantity?: number }
  | { type: "cart/remove"; productId: string }
  | { type: "cart/increment"; productId: string }
  | { type: "cart/decrement"; productId: string }
  | { type: "cart/applyCoupon"; code: string; percentOff: number }
  | { type: "cart/clear" };

export interface CartState {
  items: CartItem[];
  coupon: { code: string; percentOff: number } | null;
  updatedAt: number;
}

export const initialCartState: CartState = {
  items: [],
  coupon: null,
  updatedAt: 0,
};

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case "cart/add": {
      const existing = state.items.find((i) => i.productId === action.product.id);
      if (existing) {
        return {
          ...state,
          items: state.items.map((i) =>
            i.productId === action.product.id
              ? { ...i, quantity: i.quantity + (action.quantity ?? 1) }
              : i,
          ),
          updatedAt: Date.now(),
        };
      }
      return {
        ...state,
        items: [
          ...state.items,
          { productId: action.product.id, price: action.product.price, quantity: action.quantity ?? 1 },
        ],
        updatedAt: Date.now(),
      };
    }
    case "cart/remove":
      return {
        ...state,
        items: state.items.filter((i) => i.productId !== action.productId),
        updatedAt: Date.now(),
      };
    case "cart/increment":
      return {
        ...state,
        items: state.items.map((i) =>
          i.productId === action.productId ? { ...i, quantity: i.quantity + 1 } : i,
        ),
        updatedAt: Date.now(),
      };
    case "cart/decrement":
      return {
        ...state,
        items: state.items.map((i) =>
          i.productId === action.productId ? { ...i, quantity: i.quantity - 1 } : i,
        ),
        updatedAt: Date.now(),
      };
    case "cart/applyCoupon":
      return {
        ...state,
        coupon: { code: action.code, percentOff: action.percentOff },
        updatedAt: Date.now(),
      };
    case "cart/clear":
      return { ...initialCartState, updatedAt: Date.now() };
    default:
      return state;
  }
}
