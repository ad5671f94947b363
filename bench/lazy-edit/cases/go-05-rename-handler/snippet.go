// ... existing code ...
func (s *Server) serveHealth(w http.ResponseWriter, r *http.Request) {
	// ... existing code ...
}

func (s *Server) Run() error {
	mux := http.NewServeMux()
	mux.HandleFunc("/health", s.serveHealth)
	// ... existing code ...
}
