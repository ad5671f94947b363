import type { CartItem, Product } from '../types';

export interface CartState {
  items: CartItem[];
  couponCode: string | null;
  updatedAt: number | null;
}

export type CartAction =
  | { type: 'cart/addItem'; product: Product; quantity: number }
  | { type: 'cart/removeItem'; productId: string }
  | { type: 'cart/setQuantity'; productId: string; quantity: number }
  | { type: 'cart/applyCoupon'; code: string }
  | { type: 'cart/clearCoupon' }
  | { type: 'cart/clear' };

export const initialCartState: CartState = {
  items: [],
  couponCode: null,
  updatedAt: null,
};

export function cartReducer(state: CartState = initialCartState, action: CartAction): CartState {
  switch (action.type) {
    case 'cart/addItem': {
      const existing = state.items.find((item) => item.productId === action.product.id);
      const items = existing
        ? state.items.map((item) =>
            item.productId === action.product.id
              ? { ...item, quantity: item.quantity + action.quantity }
              : item,
          )
        : [...state.items, { productId: action.product.id, price: action.product.price, quantity: action.quantity }];
      return { ...state, items, updatedAt: Date.now() };
    }
    case 'cart/removeItem': {
      const items = state.items.filter((item) => item.productId !== action.productId);
      return { ...state, items, updatedAt: Date.now() };
    }
    case 'cart/setQuantity': {
      if (action.quantity <= 0) {
        const items = state.items.filter((item) => item.productId !== action.productId);
        return { ...state, items, updatedAt: Date.now() };
      }
      const items = state.items.map((item) =>
        item.productId === action.productId ? { ...item, quantity: action.quantity } : item,
      );
      return { ...state, items, updatedAt: Date.now() };
    }
    case 'cart/applyCoupon': {
      return { ...state, couponCode: action.code.trim().toUpperCase(), updatedAt: Date.now() };
    }
    case 'cart/clearCoupon': {
      return { ...state, couponCode: null, updatedAt: Date.now() };
    }
    case 'cart/clear': {
      return { ...initialCartState, updatedAt: Date.now() };
    }
    default:
      return state;
  }
}
