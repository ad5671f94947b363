use std::collections::HashMap;

#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct RepoStats {
    pub pushes: u64,
    pub bytes_received: u64,
}

#[derive(Debug, Default)]
pub struct PushMetrics {
    repos: HashMap<String, RepoStats>,
    total_bytes: u64,
    unknown_pushes: u64,
}

impl PushMetrics {
    pub fn register(&mut self, repo: &str) {
        self.repos.entry(repo.to_string()).or_default();
    }

    pub fn record_push(&mut self, repo: &str, bytes: u64) {
        if let Some(stats) = self.repos.get_mut(repo) {
            stats.pushes += 1;
            stats.bytes_received += bytes;
            self.total_bytes += bytes;
        } else {
            self.unknown_pushes += 1;
        }
    }

    pub fn stats(&self, repo: &str) -> Option<&RepoStats> {
        self.repos.get(repo)
    }

    pub fn total_bytes(&self) -> u64 {
        self.total_bytes
    }

    pub fn unknown_pushes(&self) -> u64 {
        self.unknown_pushes
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_push_for_registered_repo() {
        let mut m = PushMetrics::default();
        m.register("acme/api");
        m.record_push("acme/api", 2048);
        assert_eq!(m.stats("acme/api").unwrap().pushes, 1);
        assert_eq!(m.total_bytes(), 2048);
    }

    #[test]
    fn counts_push_for_unknown_repo() {
        let mut m = PushMetrics::default();
        m.record_push("ghost/repo", 512);
        assert_eq!(m.unknown_pushes(), 1);
        assert_eq!(m.total_bytes(), 0);
    }
}
