package api

import (
	"errors"
	"net/http"

	"example.com/shop/internal/orders"
	"example.com/shop/internal/payments"
)

type errorBody struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

func statusFor(err error) (int, errorBody) {
	switch {
	case errors.Is(err, orders.ErrNotFound):
		return http.StatusNotFound, errorBody{"order_not_found", "order not found"}
	case errors.Is(err, orders.ErrAlreadyShipped):
		return http.StatusConflict, errorBody{"already_shipped", "order has already shipped"}
	case errors.Is(err, payments.ErrDeclined):
		return http.StatusPaymentRequired, errorBody{"payment_declined", "payment was declined"}
	case errors.Is(err, payments.ErrProviderUnavailable):
		return http.StatusServiceUnavailable, errorBody{"payment_unavailable", "payment provider is unavailable, try again later"}
	default:
		return http.StatusInternalServerError, errorBody{"internal", "internal server error"}
	}
}

func writeError(w http.ResponseWriter, err error) {
	status, body := statusFor(err)
	writeJSON(w, status, body)
}
