// ... existing code ...
		case <-time.After(p.backoff(attempt)):
		}
	}
	return err
}

func (p *Policy) backoff(attempt int) time.Duration {
	if attempt >= 30 {
		return p.MaxDelay
	}
	d := p.BaseDelay << attempt
	if d <= 0 || d > p.MaxDelay {
		d = p.MaxDelay
	}
	if p.Jitter > 0 {
		spread := float64(d) * p.Jitter
		d = time.Duration(float64(d) - spread + rand.Float64()*2*spread)
	}
	return d
}
