// ... existing code ...
		return h.Payments.MarkFailed(r.Context(), p.PaymentID, p.FailureCode)
	case "payment.refunded":
		var p PaymentData
		if err := json.Unmarshal(ev.Data, &p); err != nil {
			return fmt.Errorf("decode payment: %w", err)
		}
		return h.Payments.MarkRefunded(r.Context(), p.PaymentID, p.Amount)
	case "ping":
// ... existing code ...
	case errors.Is(err, ErrConflict):
		return http.StatusConflict
	case errors.Is(err, ErrInvalidState):
		return http.StatusUnprocessableEntity
	default:
// ... existing code ...
