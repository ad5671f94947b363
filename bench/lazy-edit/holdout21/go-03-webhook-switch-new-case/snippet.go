// ...
	"example.com/shop/internal/payments"
)

const maxBodyBytes = 256 << 10

type Event struct {
// ...
		if err := h.Orders.MarkPaymentFailed(r.Context(), p.OrderID, p.Reason); err != nil {
			log.Error("mark payment failed failed", "err", err)
			http.Error(w, "internal error", http.StatusInternalServerError)
			return
		}
	case "charge.refunded":
		var p payments.Refunded
		if err := json.Unmarshal(ev.Data, &p); err != nil {
			http.Error(w, "invalid payload", http.StatusBadRequest)
			return
		}
		if err := h.Payments.RecordRefund(r.Context(), p.ChargeID, p.AmountCents); err != nil {
			log.Error("record refund failed", "err", err)
			http.Error(w, "internal error", http.StatusInternalServerError)
			return
		}
	default:
		log.Debug("ignoring unhandled event type")
	}
// ...
