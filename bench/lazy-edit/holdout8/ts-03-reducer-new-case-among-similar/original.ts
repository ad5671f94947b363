import type { CartItem, Coupon } from '../types';

export interface CartState {
  items: CartItem[];
  coupon: Coupon | null;
  updatedAt: number;
}

export type CartAction =
  | { type: 'ADD_ITEM'; item: CartItem }
  | { type: 'REMOVE_ITEM'; sku: string }
  | { type: 'INCREMENT'; sku: string }
  | { type: 'DECREMENT'; sku: string }
  | { type: 'APPLY_COUPON'; coupon: Coupon }
  | { type: 'REMOVE_COUPON' }
  | { type: 'CLEAR_CART' };

export const initialCartState: CartState = {
  items: [],
  coupon: null,
  updatedAt: 0,
};

function touch(state: CartState): CartState {
  return { ...state, updatedAt: Date.now() };
}

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'ADD_ITEM': {
      const existing = state.items.find((i) => i.sku === action.item.sku);
      if (existing) {
        return touch({
          ...state,
          items: state.items.map((i) =>
            i.sku === action.item.sku ? { ...i, quantity: i.quantity + action.item.quantity } : i,
          ),
        });
      }
      return touch({ ...state, items: [...state.items, action.item] });
    }
    case 'REMOVE_ITEM': {
      return touch({
        ...state,
        items: state.items.filter((i) => i.sku !== action.sku),
      });
    }
    case 'INCREMENT': {
      return touch({
        ...state,
        items: state.items.map((i) =>
          i.sku === action.sku ? { ...i, quantity: i.quantity + 1 } : i,
        ),
      });
    }
    case 'DECREMENT': {
      return touch({
        ...state,
        items: state.items
          .map((i) => (i.sku === action.sku ? { ...i, quantity: i.quantity - 1 } : i))
          .filter((i) => i.quantity > 0),
      });
    }
    case 'APPLY_COUPON': {
      return touch({ ...state, coupon: action.coupon });
    }
    case 'REMOVE_COUPON': {
      return touch({ ...state, coupon: null });
    }
    case 'CLEAR_CART': {
      return touch({ ...state, items: [] });
    }
    default:
      return state;
  }
}

export function cartTotal(state: CartState): number {
  const subtotal = state.items.reduce((sum, i) => sum + i.price * i.quantity, 0);
  if (!state.coupon) {
    return subtotal;
  }
  if (state.coupon.kind === 'percent') {
    return Math.max(0, subtotal * (1 - state.coupon.value / 100));
  }
  return Math.max(0, subtotal - state.coupon.value);
}
