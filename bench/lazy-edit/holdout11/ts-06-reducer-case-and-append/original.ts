import type { CartItem, Product } from '../types';

export interface CartState {
  items: CartItem[];
  couponCode: string | null;
  updatedAt: number;
}

export type CartAction =
  | { type: 'cart/add'; product: Product; quantity: number }
  | { type: 'cart/remove'; productId: string }
  | { type: 'cart/setQuantity'; productId: string; quantity: number }
  | { type: 'cart/applyCoupon'; code: string }
  | { type: 'cart/clear' };

export const initialCartState: CartState = {
  items: [],
  couponCode: null,
  updatedAt: 0,
};

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'cart/add': {
      const existing = state.items.find((item) => item.productId === action.product.id);
      if (existing) {
        return {
          ...state,
          items: state.items.map((item) =>
            item.productId === action.product.id
              ? { ...item, quantity: item.quantity + action.quantity }
              : item,
          ),
          updatedAt: Date.now(),
        };
      }
      return {
        ...state,
        items: [
          ...state.items,
          { productId: action.product.id, name: action.product.name, price: action.product.price, quantity: action.quantity },
        ],
        updatedAt: Date.now(),
      };
    }
    case 'cart/remove':
      return {
        ...state,
        items: state.items.filter((item) => item.productId !== action.productId),
        updatedAt: Date.now(),
      };
    case 'cart/setQuantity':
      return {
        ...state,
        items: state.items.map((item) =>
          item.productId === action.productId ? { ...item, quantity: action.quantity } : item,
        ),
        updatedAt: Date.now(),
      };
    case 'cart/applyCoupon':
      return {
        ...state,
        couponCode: action.code.trim().toUpperCase(),
        updatedAt: Date.now(),
      };
    case 'cart/clear':
      return { ...initialCartState, updatedAt: Date.now() };
    default:
      return state;
  }
}

export function cartTotal(state: CartState): number {
  return state.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
}
