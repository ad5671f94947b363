package webhooks

import (
	"encoding/json"
	"io"
	"log/slog"
	"net/http"

	"example.com/shop/internal/orders"
	"example.com/shop/internal/payments"
)

const maxBodyBytes = 1 << 20

type Event struct {
	ID   string          `json:"id"`
	Type string          `json:"type"`
	Data json.RawMessage `json:"data"`
}

type Handler struct {
	Secret   []byte
	Orders   *orders.Service
	Payments *payments.Service
	Log      *slog.Logger
}

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		w.Header().Set("Allow", http.MethodPost)
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}

	body, err := io.ReadAll(io.LimitReader(r.Body, maxBodyBytes))
	if err != nil {
		http.Error(w, "could not read body", http.StatusBadRequest)
		return
	}
	if !verifySignature(h.Secret, body, r.Header.Get("X-Signature")) {
		http.Error(w, "invalid signature", http.StatusUnauthorized)
		return
	}

	var ev Event
	if err := json.Unmarshal(body, &ev); err != nil {
		http.Error(w, "invalid JSON", http.StatusBadRequest)
		return
	}

	log := h.Log.With("event_id", ev.ID, "event_type", ev.Type)
	switch ev.Type {
	case "payment.succeeded":
		var p payments.Succeeded
		if err := json.Unmarshal(ev.Data, &p); err != nil {
			http.Error(w, "invalid payload", http.StatusBadRequest)
			return
		}
		if err := h.Orders.MarkPaid(r.Context(), p.OrderID, p.AmountCents); err != nil {
			log.Error("mark paid failed", "err", err)
			http.Error(w, "internal error", http.StatusInternalServerError)
			return
		}
	case "payment.failed":
		var p payments.Failed
		if err := json.Unmarshal(ev.Data, &p); err != nil {
			http.Error(w, "invalid payload", http.StatusBadRequest)
			return
		}
		if err := h.Orders.MarkPaymentFailed(r.Context(), p.OrderID, p.Reason); err != nil {
			log.Error("mark payment failed failed", "err", err)
			http.Error(w, "internal error", http.StatusInternalServerError)
			return
		}
	default:
		log.Debug("ignoring unhandled event type")
	}

	w.WriteHeader(http.StatusNoContent)
}
