// ... existing code ...
	"encoding/json"
	"errors"
	"io"
// ... existing code ...
		OccurredAt: event.OccurredAt,
	})
	if err != nil {
		if errors.Is(err, store.ErrNotFound) {
			http.Error(w, "unknown tracking number", http.StatusNotFound)
			return
		}
		h.logger.Error("append tracking event", "tracking_number", event.TrackingNumber, "err", err)
// ... existing code ...
