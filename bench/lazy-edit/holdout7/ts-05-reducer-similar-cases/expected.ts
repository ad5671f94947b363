import type { Product } from "./catalog";

export interface CartLine {
  productId: string;
  name: string;
  unitPrice: number;
  quantity: number;
}

export interface Coupon {
  code: string;
  percentOff: number;
}

export interface CartState {
  lines: CartLine[];
  coupon: Coupon | null;
  updatedAt: number;
}

export type CartAction =
  | { type: "ADD_ITEM"; product: Product; quantity?: number }
  | { type: "REMOVE_ITEM"; productId: string }
  | { type: "INCREMENT_QTY"; productId: string }
  | { type: "DECREMENT_QTY"; productId: string }
  | { type: "APPLY_COUPON"; coupon: Coupon }
  | { type: "CLEAR_COUPON" }
  | { type: "CLEAR_CART" };

export const initialCartState: CartState = {
  lines: [],
  coupon: null,
  updatedAt: 0,
};

export function cartReducer(state: CartState, action: CartAction): CartState {
  const now = Date.now();
  switch (action.type) {
    case "ADD_ITEM": {
      const quantity = action.quantity ?? 1;
      const existing = state.lines.find((l) => l.productId === action.product.id);
      if (existing) {
        return {
          ...state,
          lines: state.lines.map((l) =>
            l.productId === action.product.id ? { ...l, quantity: l.quantity + quantity } : l,
          ),
          updatedAt: now,
        };
      }
      return {
        ...state,
        lines: [
          ...state.lines,
          {
            productId: action.product.id,
            name: action.product.name,
            unitPrice: action.product.price,
            quantity,
          },
        ],
        updatedAt: now,
      };
    }
    case "REMOVE_ITEM":
      return {
        ...state,
        lines: state.lines.filter((l) => l.productId !== action.productId),
        updatedAt: now,
      };
    case "INCREMENT_QTY":
      return {
        ...state,
        lines: state.lines.map((l) =>
          l.productId === action.productId ? { ...l, quantity: l.quantity + 1 } : l,
        ),
        updatedAt: now,
      };
    case "DECREMENT_QTY":
      return {
        ...state,
        lines: state.lines
          .map((l) => (l.productId === action.productId ? { ...l, quantity: l.quantity - 1 } : l))
          .filter((l) => l.quantity > 0),
        updatedAt: now,
      };
    case "APPLY_COUPON":
      return { ...state, coupon: action.coupon, updatedAt: now };
    case "CLEAR_COUPON":
      return { ...state, coupon: null, updatedAt: now };
    case "CLEAR_CART":
      return { ...initialCartState, updatedAt: now };
    default:
      return state;
  }
}

export function cartSubtotal(state: CartState): number {
  return state.lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
}

export function cartTotal(state: CartState): number {
  const subtotal = cartSubtotal(state);
  if (!state.coupon) {
    return subtotal;
  }
  return Math.round(subtotal * (100 - state.coupon.percentOff)) / 100;
}

export function cartItemCount(state: CartState): number {
  return state.lines.reduce((count, l) => count + l.quantity, 0);
}
