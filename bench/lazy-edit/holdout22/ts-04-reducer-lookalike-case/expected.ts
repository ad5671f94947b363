import type { CartItem, CartState } from './types';

export const ADD_ITEM = 'cart/addItem';
export const REMOVE_ITEM = 'cart/removeItem';
export const UPDATE_QUANTITY = 'cart/updateQuantity';
export const APPLY_COUPON = 'cart/applyCoupon';
export const CLEAR_CART = 'cart/clear';

export type CartAction =
  | { type: typeof ADD_ITEM; item: CartItem }
  | { type: typeof REMOVE_ITEM; sku: string }
  | { type: typeof UPDATE_QUANTITY; sku: string; quantity: number }
  | { type: typeof APPLY_COUPON; code: string; percentOff: number }
  | { type: typeof CLEAR_CART };

export const initialCartState: CartState = {
  items: [],
  coupon: null,
  updatedAt: 0,
};

export function cartReducer(state: CartState = initialCartState, action: CartAction): CartState {
  switch (action.type) {
    case ADD_ITEM: {
      const existing = state.items.find((i) => i.sku === action.item.sku);
      const items = existing
        ? state.items.map((i) =>
            i.sku === action.item.sku ? { ...i, quantity: i.quantity + action.item.quantity } : i,
          )
        : [...state.items, action.item];
      return { ...state, items, updatedAt: Date.now() };
    }

    case REMOVE_ITEM: {
      const items = state.items.filter((i) => i.sku !== action.sku);
      return { ...state, items, updatedAt: Date.now() };
    }

    case UPDATE_QUANTITY: {
      const quantity = Math.max(0, Math.floor(action.quantity));
      const items =
        quantity === 0
          ? state.items.filter((i) => i.sku !== action.sku)
          : state.items.map((i) => (i.sku === action.sku ? { ...i, quantity } : i));
      return { ...state, items, updatedAt: Date.now() };
    }

    case APPLY_COUPON: {
      if (action.percentOff <= 0 || action.percentOff > 100) {
        return state;
      }
      return {
        ...state,
        coupon: { code: action.code, percentOff: action.percentOff },
        updatedAt: Date.now(),
      };
    }

    case CLEAR_CART:
      return { ...initialCartState, updatedAt: Date.now() };

    default:
      return state;
  }
}

export function cartTotal(state: CartState): number {
  const subtotal = state.items.reduce((sum, i) => sum + i.unitPrice * i.quantity, 0);
  const discount = state.coupon ? (subtotal * state.coupon.percentOff) / 100 : 0;
  return Math.round((subtotal - discount) * 100) / 100;
}
