import {
  CART_ADD_ITEM,
  CART_REMOVE_ITEM,
  CART_UPDATE_QUANTITY,
  CART_APPLY_COUPON,
  CART_REMOVE_COUPON,
  CART_CLEAR,
} from './actionTypes';

// ... existing code ...

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
// ... rest of reducer unchanged ...
