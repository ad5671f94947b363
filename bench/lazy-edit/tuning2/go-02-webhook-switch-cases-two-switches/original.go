package webhooks

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
)

type Event struct {
	ID   string          `json:"id"`
	Type string          `json:"type"`
	Data json.RawMessage `json:"data"`
}

type Handler struct {
	Secret   string
	Payments PaymentStore
	Logger   *slog.Logger
}

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
	if err != nil {
		http.Error(w, "read error", http.StatusBadRequest)
		return
	}
	if !verifySignature(h.Secret, r.Header.Get("X-Signature"), body) {
		http.Error(w, "bad signature", http.StatusUnauthorized)
		return
	}

	var ev Event
	if err := json.Unmarshal(body, &ev); err != nil {
		http.Error(w, "invalid payload", http.StatusBadRequest)
		return
	}

	if err := h.dispatch(r, ev); err != nil {
		h.Logger.Error("webhook failed", "id", ev.ID, "type", ev.Type, "err", err)
		http.Error(w, "processing error", statusFor(err))
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func (h *Handler) dispatch(r *http.Request, ev Event) error {
	switch ev.Type {
	case "payment.succeeded":
		var p PaymentData
		if err := json.Unmarshal(ev.Data, &p); err != nil {
			return fmt.Errorf("decode payment: %w", err)
		}
		return h.Payments.MarkPaid(r.Context(), p.PaymentID, p.Amount)
	case "payment.failed":
		var p PaymentData
		if err := json.Unmarshal(ev.Data, &p); err != nil {
			return fmt.Errorf("decode payment: %w", err)
		}
		return h.Payments.MarkFailed(r.Context(), p.PaymentID, p.FailureCode)
	case "ping":
		return nil
	default:
		h.Logger.Warn("ignoring unknown webhook", "type", ev.Type)
		return nil
	}
}

func statusFor(err error) int {
	switch {
	case errors.Is(err, ErrNotFound):
		return http.StatusNotFound
	case errors.Is(err, ErrConflict):
		return http.StatusConflict
	default:
		return http.StatusInternalServerError
	}
}
