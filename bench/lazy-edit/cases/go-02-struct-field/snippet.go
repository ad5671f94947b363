// ... existing code ...
type Server struct {
	addr    string
	timeout time.Duration
	logger  *log.Logger
}
// ... existing code ...
