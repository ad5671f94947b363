// ...existing code...

export interface CartState {
  items: CartItem[];
  couponCode: string | null;
}

export type CartAction =
  | { type: "cart/add"; product: Product; quantity?: number }
  | { type: "cart/remove"; productId: string }
  | { type: "cart/setQuantity"; productId: string; quantity: number }
  | { type: "cart/applyCoupon"; code: string }
  | { type: "cart/clearCoupon" }
  | { type: "cart/clear" };

export const initialCartState: CartState = {
  items: [],
  couponCode: null,
};

// ...existing code...
    case "cart/clearCoupon":
      return { ...state, couponCode: null };
    case "cart/clear":
      return { ...state, items: [], couponCode: null };
    default:
      return state;
// ...existing code...
