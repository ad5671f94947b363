// ... existing code ...

impl Window {
    // ... other methods ...

    pub fn max(&self) -> Option<f64> {
        self.samples.iter().map(|s| s.value).fold(None, |acc, v| match acc {
            None => Some(v),
            Some(m) => Some(m.max(v)),
        })
    }

    /// Returns the `q`-quantile (0.0..=1.0) using nearest-rank, or `None` if empty.
    pub fn quantile(&self, q: f64) -> Option<f64> {
        if self.samples.is_empty() || !(0.0..=1.0).contains(&q) {
            return None;
        }
        let mut values: Vec<f64> = self.samples.iter().map(|s| s.value).collect();
        values.sort_by(|a, b| a.total_cmp(b));
        let rank = ((q * values.len() as f64).ceil() as usize).clamp(1, values.len());
        Some(values[rank - 1])
    }
}

#[cfg(test)]
mod tests {
    // ... existing tests ...
        assert_eq!(w.mean(), Some(2.5));
    }

    #[test]
    fn quantile_nearest_rank() {
        let now = Instant::now();
        let mut w = Window::new(8, Duration::from_secs(60));
        for v in [5.0, 1.0, 4.0, 2.0, 3.0] {
            w.push(now, v);
        }
        assert_eq!(w.quantile(0.5), Some(3.0));
        assert_eq!(w.quantile(1.0), Some(5.0));
        assert_eq!(w.quantile(1.5), None);
    }
}
