import type { CartItem, Product } from '../types';

export interface CartState {
  items: CartItem[];
  couponCode: string | null;
  status: 'idle' | 'saving' | 'error';
  lastError?: string;
}

export type CartAction =
  | { type: 'cart/itemAdded'; product: Product; quantity: number }
  | { type: 'cart/itemRemoved'; productId: string }
  | { type: 'cart/quantityIncreased'; productId: string }
  | { type: 'cart/quantityDecreased'; productId: string }
  | { type: 'cart/couponApplied'; code: string }
  | { type: 'cart/couponCleared' }
  | { type: 'cart/saveStarted' }
  | { type: 'cart/saveFailed'; error: string }
  | { type: 'cart/saveSucceeded' };

export const initialCartState: CartState = {
  items: [],
  couponCode: null,
  status: 'idle',
};

export function cartReducer(state: CartState = initialCartState, action: CartAction): CartState {
  switch (action.type) {
    case 'cart/itemAdded': {
      const existing = state.items.find((i) => i.productId === action.product.id);
      if (existing) {
        return {
          ...state,
          items: state.items.map((i) =>
            i.productId === action.product.id ? { ...i, quantity: i.quantity + action.quantity } : i,
          ),
        };
      }
      return {
        ...state,
        items: [...state.items, { productId: action.product.id, price: action.product.price, quantity: action.quantity }],
      };
    }
    case 'cart/itemRemoved':
      return { ...state, items: state.items.filter((i) => i.productId !== action.productId) };
    case 'cart/quantityIncreased':
      return {
        ...state,
        items: state.items.map((i) =>
          i.productId === action.productId ? { ...i, quantity: i.quantity + 1 } : i,
        ),
      };
    case 'cart/quantityDecreased':
      return {
        ...state,
        items: state.items
          .map((i) => (i.productId === action.productId ? { ...i, quantity: i.quantity - 1 } : i))
          .filter((i) => i.quantity > 0),
      };
    case 'cart/couponApplied':
      return { ...state, couponCode: action.code.trim().toUpperCase() };
    case 'cart/couponCleared':
      return { ...state, couponCode: null };
    case 'cart/saveStarted':
      return { ...state, status: 'saving', lastError: undefined };
    case 'cart/saveFailed':
      return { ...state, status: 'error', lastError: action.error };
    case 'cart/saveSucceeded':
      return { ...state, status: 'idle' };
    default:
      return state;
  }
}
