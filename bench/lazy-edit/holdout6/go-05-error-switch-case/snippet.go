// ... existing code ...
	case errors.Is(err, orders.ErrAlreadyShipped):
		return http.StatusConflict, errorBody{"already_shipped", "order has already shipped"}
	case errors.Is(err, payments.ErrDeclined):
		return http.StatusPaymentRequired, errorBody{"payment_declined", "payment was declined"}
	case errors.Is(err, payments.ErrProviderUnavailable):
		return http.StatusServiceUnavailable, errorBody{"payment_unavailable", "payment provider is unavailable, try again later"}
	default:
// ... existing code ...
