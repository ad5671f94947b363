// ... existing code ...
	if err := r.ParseForm(); err != nil {
		log.Printf("parse form: %v", err)
		http.Error(w, "invalid form submission", http.StatusBadRequest)
		return
	}
// ... existing code ...
