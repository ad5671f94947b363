import type { CartItem, Coupon } from './types';

export interface CartState {
  items: CartItem[];
  coupon: Coupon | null;
  updatedAt: number;
}

export type CartAction =
  | { type: 'cart/add'; item: CartItem }
  | { type: 'cart/remove'; sku: string }
  | { type: 'cart/increment'; sku: string }
  | { type: 'cart/decrement'; sku: string }
  | { type: 'cart/applyCoupon'; coupon: Coupon }
  | { type: 'cart/clearCoupon' }
  | { type: 'cart/clear' };

export const initialCartState: CartState = {
  items: [],
  coupon: null,
  updatedAt: 0,
};

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'cart/add': {
      const existing = state.items.find((i) => i.sku === action.item.sku);
      if (existing) {
        return {
          ...state,
          items: state.items.map((i) =>
            i.sku === action.item.sku ? { ...i, quantity: i.quantity + action.item.quantity } : i,
          ),
          updatedAt: Date.now(),
        };
      }
      return { ...state, items: [...state.items, action.item], updatedAt: Date.now() };
    }
    case 'cart/remove':
      return {
        ...state,
        items: state.items.filter((i) => i.sku !== action.sku),
        updatedAt: Date.now(),
      };
    case 'cart/increment':
      return {
        ...state,
        items: state.items.map((i) =>
          i.sku === action.sku ? { ...i, quantity: i.quantity + 1 } : i,
        ),
        updatedAt: Date.now(),
      };
    case 'cart/decrement':
      return {
        ...state,
        items: state.items.map((i) =>
          i.sku === action.sku ? { ...i, quantity: i.quantity - 1 } : i,
        ),
        updatedAt: Date.now(),
      };
    case 'cart/applyCoupon':
      return { ...state, coupon: action.coupon, updatedAt: Date.now() };
    case 'cart/clearCoupon':
      return { ...state, coupon: null, updatedAt: Date.now() };
    case 'cart/clear':
      return { ...initialCartState, updatedAt: Date.now() };
    default:
      return state;
  }
}
