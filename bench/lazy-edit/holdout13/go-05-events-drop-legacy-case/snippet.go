// ... existing code ...

type UserDeleted struct {
	UserID string `json:"user_id"`
}

// Decode turns a raw envelope into one of the typed event structs.
func Decode(data []byte) (any, error) {
	// ... existing code ...
	case "user.renamed":
		var e UserRenamed
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
