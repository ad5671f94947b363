// ... existing code ...
const (
	LevelTrace Level = iota - 1
	LevelDebug
	LevelInfo
// ... existing code ...
func (l Level) String() string {
	switch l {
	case LevelTrace:
		return "trace"
	case LevelDebug:
		return "debug"
// ... existing code ...
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "trace":
		return LevelTrace, nil
	case "debug":
// ... existing code ...
func (l Level) Color() int {
	switch l {
	case LevelTrace, LevelDebug:
		return 90
	case LevelInfo:
// ... existing code ...
