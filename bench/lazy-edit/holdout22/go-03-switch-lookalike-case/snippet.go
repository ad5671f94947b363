// ... existing code ...
	case PlanTeam:
		seats := u.Seats
		if seats < 3 {
			seats = 3
		}
		q.BaseCents = 1200 * int64(seats)
		q.OverageCents += overage(u.APICalls, 1_000_000, 0.01)
		q.OverageCents += overage(int64(math.Ceil(u.StorageGB)), 100, 20)
		q.Lines = append(q.Lines, fmt.Sprintf("team base: %d seats (min 3)", seats))
	case PlanEnterprise:
	// ... existing code ...
