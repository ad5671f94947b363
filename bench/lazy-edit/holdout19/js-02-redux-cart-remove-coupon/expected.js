import {
  CART_ADD_ITEM,
  CART_REMOVE_ITEM,
  CART_UPDATE_QUANTITY,
  CART_APPLY_COUPON,
  CART_REMOVE_COUPON,
  CART_CLEAR,
} from './actionTypes';

const initialState = {
  items: [],
  coupon: null,
  updatedAt: null,
};

function withTimestamp(state) {
  return { ...state, updatedAt: Date.now() };
}

export default function cartReducer(state = initialState, action) {
  switch (action.type) {
    case CART_ADD_ITEM: {
      const existing = state.items.find((item) => item.sku === action.payload.sku);
      if (existing) {
        return withTimestamp({
          ...state,
          items: state.items.map((item) =>
            item.sku === action.payload.sku
              ? { ...item, quantity: item.quantity + action.payload.quantity }
              : item,
          ),
        });
      }
      return withTimestamp({
        ...state,
        items: [...state.items, action.payload],
      });
    }

    case CART_REMOVE_ITEM: {
      return withTimestamp({
        ...state,
        items: state.items.filter((item) => item.sku !== action.payload.sku),
      });
    }

    case CART_UPDATE_QUANTITY: {
      return withTimestamp({
        ...state,
        items: state.items.map((item) =>
          item.sku === action.payload.sku ? { ...item, quantity: action.payload.quantity } : item,
        ),
      });
    }

    case CART_APPLY_COUPON: {
      return withTimestamp({
        ...state,
        coupon: action.payload,
      });
    }

    case CART_REMOVE_COUPON: {
      return withTimestamp({
        ...state,
        coupon: null,
      });
    }

    case CART_CLEAR:
      return { ...initialState, updatedAt: Date.now() };

    default:
      return state;
  }
}
