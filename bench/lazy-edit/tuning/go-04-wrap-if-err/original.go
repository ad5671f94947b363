package main

func main() {
	cfg := loadConfig()
	srv := newServer(cfg)
	srv.Start()
	waitForSignal()
	srv.Stop()
}
