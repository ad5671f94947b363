// ... existing code ...
	for {
		select {
		case <-ctx.Done():
			w.log.Info("poller stopping", "reason", ctx.Err())
			return ctx.Err()
		case <-ticker.C:
		}
// ... existing code ...
