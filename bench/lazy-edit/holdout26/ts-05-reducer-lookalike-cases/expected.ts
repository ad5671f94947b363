import type { CartItem, CartAction } from './types';

export interface CartState {
  items: CartItem[];
  couponCode: string | null;
  updatedAt: number;
}

export const initialCartState: CartState = {
  items: [],
  couponCode: null,
  updatedAt: 0,
};

function findIndex(items: CartItem[], sku: string): number {
  return items.findIndex((item) => item.sku === sku);
}

export function cartReducer(state: CartState = initialCartState, action: CartAction): CartState {
  switch (action.type) {
    case 'cart/addItem': {
      const index = findIndex(state.items, action.payload.sku);
      if (index === -1) {
        return {
          ...state,
          items: [...state.items, { ...action.payload, quantity: 1 }],
          updatedAt: action.meta.timestamp,
        };
      }
      const items = state.items.map((item, i) =>
        i === index ? { ...item, quantity: item.quantity + 1 } : item,
      );
      return {
        ...state,
        items,
        updatedAt: action.meta.timestamp,
      };
    }
    case 'cart/removeItem': {
      const items = state.items.filter((item) => item.sku !== action.payload.sku);
      return {
        ...state,
        items,
        updatedAt: action.meta.timestamp,
      };
    }
    case 'cart/setQuantity': {
      const quantity = Math.max(0, Math.floor(action.payload.quantity));
      const items = state.items
        .map((item) => (item.sku === action.payload.sku ? { ...item, quantity } : item))
        .filter((item) => item.quantity > 0);
      return {
        ...state,
        items,
        updatedAt: action.meta.timestamp,
      };
    }
    case 'cart/applyCoupon': {
      const code = action.payload.code.trim().toUpperCase();
      return {
        ...state,
        couponCode: code === '' ? null : code,
        updatedAt: action.meta.timestamp,
      };
    }
    case 'cart/clear': {
      return {
        ...initialCartState,
        updatedAt: action.meta.timestamp,
      };
    }
    default:
      return state;
  }
}
