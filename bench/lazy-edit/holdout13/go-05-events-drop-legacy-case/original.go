package events

import (
	"encoding/json"
	"fmt"
)

type Envelope struct {
	Type    string          `json:"type"`
	Version int             `json:"version"`
	Payload json.RawMessage `json:"payload"`
}

type UserCreated struct {
	UserID string `json:"user_id"`
	Email  string `json:"email"`
}

type UserRenamed struct {
	UserID string `json:"user_id"`
	Name   string `json:"name"`
}

type UserDeleted struct {
	UserID string `json:"user_id"`
}

type LegacyUserUpdated struct {
	UserID string            `json:"user_id"`
	Fields map[string]string `json:"fields"`
}

// Decode turns a raw envelope into one of the typed event structs.
func Decode(data []byte) (any, error) {
	var env Envelope
	if err := json.Unmarshal(data, &env); err != nil {
		return nil, fmt.Errorf("decode envelope: %w", err)
	}

	switch env.Type {
	case "user.created":
		var e UserCreated
		if err := json.Unmarshal(env.Payload, &e); err != nil {
			return nil, fmt.Errorf("decode %s: %w", env.Type, err)
		}
		return e, nil
	case "user.renamed":
		var e UserRenamed
		if err := json.Unmarshal(env.Payload, &e); err != nil {
			return nil, fmt.Errorf("decode %s: %w", env.Type, err)
		}
		return e, nil
	case "user.updated":
		var e LegacyUserUpdated
		if err := json.Unmarshal(env.Payload, &e); err != nil {
			return nil, fmt.Errorf("decode %s: %w", env.Type, err)
		}
		return e, nil
	case "user.deleted":
		var e UserDeleted
		if err := json.Unmarshal(env.Payload, &e); err != nil {
			return nil, fmt.Errorf("decode %s: %w", env.Type, err)
		}
		return e, nil
	default:
		return nil, fmt.Errorf("unknown event type %q", env.Type)
	}
}
