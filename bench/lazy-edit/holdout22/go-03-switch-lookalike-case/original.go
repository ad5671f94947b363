package billing

import (
	"fmt"
	"math"
	"time"
)

type PlanKind string

const (
	PlanFree       PlanKind = "free"
	PlanStarter    PlanKind = "starter"
	PlanTeam       PlanKind = "team"
	PlanEnterprise PlanKind = "enterprise"
)

type Usage struct {
	Seats       int
	APICalls    int64
	StorageGB   float64
	PeriodStart time.Time
	PeriodEnd   time.Time
}

type Quote struct {
	Plan         PlanKind
	BaseCents    int64
	OverageCents int64
	Lines        []string
}

func (q Quote) TotalCents() int64 {
	return q.BaseCents + q.OverageCents
}

func overage(used, included int64, centsPerUnit float64) int64 {
	if used <= included {
		return 0
	}
	return int64(math.Ceil(float64(used-included) * centsPerUnit))
}

// QuoteFor computes the charge for a plan given the period's usage.
func QuoteFor(plan PlanKind, u Usage) (Quote, error) {
	q := Quote{Plan: plan}
	switch plan {
	case PlanFree:
		q.BaseCents = 0
		if u.APICalls > 10_000 {
			return q, fmt.Errorf("free plan limit exceeded: %d calls", u.APICalls)
		}
	case PlanStarter:
		q.BaseCents = 1900
		q.OverageCents += overage(u.APICalls, 100_000, 0.02)
		q.OverageCents += overage(int64(math.Ceil(u.StorageGB)), 10, 25)
		q.Lines = append(q.Lines, fmt.Sprintf("starter base: $%.2f", float64(q.BaseCents)/100))
	case PlanTeam:
		q.BaseCents = 1200 * int64(u.Seats)
		q.OverageCents += overage(u.APICalls, 1_000_000, 0.01)
		q.OverageCents += overage(int64(math.Ceil(u.StorageGB)), 100, 20)
		q.Lines = append(q.Lines, fmt.Sprintf("team base: %d seats", u.Seats))
	case PlanEnterprise:
		q.BaseCents = 50_000
		q.OverageCents += overage(u.APICalls, 20_000_000, 0.005)
		q.OverageCents += overage(int64(math.Ceil(u.StorageGB)), 2_000, 10)
		q.Lines = append(q.Lines, "enterprise base: contract")
	default:
		return q, fmt.Errorf("unknown plan %q", plan)
	}
	if days := u.PeriodEnd.Sub(u.PeriodStart).Hours() / 24; days < 28 {
		ratio := days / 30
		q.BaseCents = int64(math.Round(float64(q.BaseCents) * ratio))
		q.Lines = append(q.Lines, fmt.Sprintf("prorated: %.0f days", days))
	}
	return q, nil
}
