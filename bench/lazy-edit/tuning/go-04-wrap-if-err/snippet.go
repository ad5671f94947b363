package main

func main() {
	cfg := loadConfig()
	srv := newServer(cfg)
	if err := srv.Start(); err != nil {
		log.Fatal(err)
	}
	waitForSignal()
	// ... existing code ...
}
