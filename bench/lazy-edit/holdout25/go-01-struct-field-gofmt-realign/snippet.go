// ... existing code ...
	ValueEUR    float64 `json:"value_eur,omitempty"`
}

type shipmentResponse struct {
	ID          string    `json:"id"`
	OrderID     string    `json:"order_id"`
	Carrier     string    `json:"carrier"`
	Status      string    `json:"status"`
	TrackingURL string    `json:"tracking_url,omitempty"`
	CreatedAt   time.Time `json:"created_at"`
}

func NewHandler(s *store.Store, logger Logger) *Handler {
// ... existing code ...
		writeError(w, http.StatusInternalServerError, "internal error")
		return
	}

	writeJSON(w, http.StatusCreated, shipmentResponse{
		ID:          sh.ID,
		OrderID:     sh.OrderID,
		Carrier:     sh.Carrier,
		Status:      string(sh.Status),
		TrackingURL: sh.TrackingURL,
		CreatedAt:   sh.CreatedAt,
	})
}
// ... existing code ...
