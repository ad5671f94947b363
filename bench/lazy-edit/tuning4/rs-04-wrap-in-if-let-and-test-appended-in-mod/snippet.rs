// ... existing code ...

    pub fn record_push(&mut self, repo: &str, bytes: u64) {
        if let Some(stats) = self.repos.get_mut(repo) {
            stats.pushes += 1;
            stats.bytes_received += bytes;
            self.total_bytes += bytes;
        } else {
            self.unknown_pushes += 1;
        }
    }

// ... existing code ...

    #[test]
    fn counts_push_for_unknown_repo() {
        let mut m = PushMetrics::default();
        m.record_push("ghost/repo", 512);
        assert_eq!(m.unknown_pushes(), 1);
        assert_eq!(m.total_bytes(), 0);
    }
}
