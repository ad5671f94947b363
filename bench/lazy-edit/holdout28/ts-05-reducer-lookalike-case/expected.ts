import type { CartItem, Product } from '../models';

export interface CartState {
  items: CartItem[];
  couponCode: string | null;
  updatedAt: number | null;
}

export type CartAction =
  | { type: 'cart/addItem'; product: Product; quantity?: number }
  | { type: 'cart/removeItem'; productId: string }
  | { type: 'cart/incrementQuantity'; productId: string }
  | { type: 'cart/decrementQuantity'; productId: string }
  | { type: 'cart/applyCoupon'; code: string }
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
      if (existing) {
        return {
          ...state,
          items: state.items.map((item) =>
            item.productId === action.product.id
              ? { ...item, quantity: item.quantity + (action.quantity ?? 1) }
              : item,
          ),
          updatedAt: Date.now(),
        };
      }
      return {
        ...state,
        items: [
          ...state.items,
          {
            productId: action.product.id,
            name: action.product.name,
            unitPrice: action.product.price,
            quantity: action.quantity ?? 1,
          },
        ],
        updatedAt: Date.now(),
      };
    }

    case 'cart/removeItem': {
      return {
        ...state,
        items: state.items.filter((item) => item.productId !== action.productId),
        updatedAt: Date.now(),
      };
    }

    case 'cart/incrementQuantity': {
      return {
        ...state,
        items: state.items.map((item) =>
          item.productId === action.productId ? { ...item, quantity: item.quantity + 1 } : item,
        ),
        updatedAt: Date.now(),
      };
    }

    case 'cart/decrementQuantity': {
      return {
        ...state,
        items: state.items
          .map((item) =>
            item.productId === action.productId ? { ...item, quantity: item.quantity - 1 } : item,
          )
          .filter((item) => item.quantity > 0),
        updatedAt: Date.now(),
      };
    }

    case 'cart/applyCoupon': {
      return { ...state, couponCode: action.code.trim().toUpperCase(), updatedAt: Date.now() };
    }

    case 'cart/clear':
      return { ...initialCartState, updatedAt: Date.now() };

    default:
      return state;
  }
}

export function cartTotal(state: CartState): number {
  return state.items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
}
