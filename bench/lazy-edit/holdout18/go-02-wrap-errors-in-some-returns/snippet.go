package config

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"
)

// ... existing code ...

	data, err := os.ReadFile(abs)
	if err != nil {
		return nil, fmt.Errorf("config: reading %s: %w", abs, err)
	}

	cfg := defaults()
	if err := json.Unmarshal(data, &cfg); err != nil {
		return nil, fmt.Errorf("config: parsing %s: %w", abs, err)
	}

// ... existing code ...
	if v := os.Getenv("APP_READ_TIMEOUT"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil {
			return fmt.Errorf("config: APP_READ_TIMEOUT: %w", err)
		}
		cfg.ReadTimeout = d
	}
	if v := os.Getenv("APP_WRITE_TIMEOUT"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil {
			return fmt.Errorf("config: APP_WRITE_TIMEOUT: %w", err)
		}
		cfg.WriteTimeout = d
	}
// ... existing code ...
