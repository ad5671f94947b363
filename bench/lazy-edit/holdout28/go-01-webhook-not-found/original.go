package api

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"time"

	"github.com/acme/shipping/internal/store"
)

const maxWebhookBody = 1 << 20

type WebhookHandler struct {
	store  store.Shipments
	secret []byte
	logger *slog.Logger
}

type trackingEvent struct {
	TrackingNumber string    `json:"tracking_number"`
	Status         string    `json:"status"`
	Location       string    `json:"location,omitempty"`
	OccurredAt     time.Time `json:"occurred_at"`
}

func NewWebhookHandler(s store.Shipments, secret []byte, logger *slog.Logger) *WebhookHandler {
	return &WebhookHandler{store: s, secret: secret, logger: logger}
}

func validSignature(secret, body []byte, header string) bool {
	mac := hmac.New(sha256.New, secret)
	mac.Write(body)
	expected := hex.EncodeToString(mac.Sum(nil))
	return hmac.Equal([]byte(expected), []byte(header))
}

func (h *WebhookHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		w.Header().Set("Allow", http.MethodPost)
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}

	body, err := io.ReadAll(io.LimitReader(r.Body, maxWebhookBody))
	if err != nil {
		http.Error(w, "could not read body", http.StatusBadRequest)
		return
	}

	if !validSignature(h.secret, body, r.Header.Get("X-Signature")) {
		http.Error(w, "invalid signature", http.StatusUnauthorized)
		return
	}

	var event trackingEvent
	if err := json.Unmarshal(body, &event); err != nil {
		http.Error(w, "malformed payload", http.StatusBadRequest)
		return
	}

	err = h.store.AppendEvent(r.Context(), event.TrackingNumber, store.Event{
		Status:     event.Status,
		Location:   event.Location,
		OccurredAt: event.OccurredAt,
	})
	if err != nil {
		h.logger.Error("append tracking event", "tracking_number", event.TrackingNumber, "err", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}

	w.WriteHeader(http.StatusNoContent)
}
