import type { CartItem, Product } from '../types';

export interface CartState {
  items: CartItem[];
  couponCode: string | null;
  isCheckingOut: boolean;
  error: string | null;
}

export type CartAction =
  | { type: 'cart/addItem'; product: Product; quantity: number }
  | { type: 'cart/removeItem'; productId: string }
  | { type: 'cart/updateQuantity'; productId: string; quantity: number }
  | { type: 'cart/applyCoupon'; code: string }
  | { type: 'cart/removeCoupon' }
  | { type: 'cart/checkoutStarted' }
  | { type: 'cart/checkoutFailed'; error: string };

export const initialCartState: CartState = {
  items: [],
  couponCode: null,
  isCheckingOut: false,
  error: null,
};

export function cartReducer(state: CartState = initialCartState, action: CartAction): CartState {
  switch (action.type) {
    case 'cart/addItem': {
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
        items: [
          ...state.items,
          { productId: action.product.id, name: action.product.name, price: action.product.price, quantity: action.quantity },
        ],
      };
    }
    case 'cart/removeItem':
      return { ...state, items: state.items.filter((i) => i.productId !== action.productId) };
    case 'cart/updateQuantity':
      return {
        ...state,
        items: state.items
          .map((i) => (i.productId === action.productId ? { ...i, quantity: action.quantity } : i))
          .filter((i) => i.quantity > 0),
      };
    case 'cart/applyCoupon':
      return { ...state, couponCode: action.code.trim().toUpperCase() };
    case 'cart/removeCoupon':
      return { ...state, couponCode: null };
    case 'cart/checkoutStarted':
      return { ...state, isCheckingOut: true, error: null };
    case 'cart/checkoutFailed':
      return { ...state, isCheckingOut: false, error: action.error };
    default:
      return state;
  }
}

export function cartTotal(state: CartState): number {
  return state.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
}
