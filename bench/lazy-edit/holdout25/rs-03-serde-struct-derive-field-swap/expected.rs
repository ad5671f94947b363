//! Runtime configuration loaded from `relay.toml`.

use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::time::Duration;

use serde::Deserialize;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Config {
    pub listen: SocketAddr,
    #[serde(default = "default_workers")]
    pub workers: usize,
    #[serde(with = "humantime_serde", default = "default_timeout")]
    pub upstream_timeout: Duration,
    pub upstreams: Vec<Upstream>,
    #[serde(default)]
    pub tls: Option<Tls>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Upstream {
    pub name: String,
    pub url: String,
    #[serde(default = "default_weight")]
    pub weight: u32,
    /// Path probed by the health checker, e.g. `/healthz`.
    #[serde(default)]
    pub health_check: Option<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Tls {
    pub cert: PathBuf,
    pub key: PathBuf,
}

fn default_workers() -> usize {
    std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(4)
}

fn default_timeout() -> Duration {
    Duration::from_secs(30)
}

fn default_weight() -> u32 {
    1
}

impl Config {
    pub fn load(path: &Path) -> anyhow::Result<Self> {
        let raw = std::fs::read_to_string(path)?;
        let config: Config = toml::from_str(&raw)?;
        config.validate()?;
        Ok(config)
    }

    fn validate(&self) -> anyhow::Result<()> {
        if self.upstreams.is_empty() {
            anyhow::bail!("at least one upstream is required");
        }
        if self.upstreams.iter().all(|u| u.weight == 0) {
            anyhow::bail!("at least one upstream needs a non-zero weight");
        }
        let mut names = std::collections::HashSet::new();
        if let Some(dup) = self.upstreams.iter().find(|u| !names.insert(u.name.as_str())) {
            anyhow::bail!("duplicate upstream name `{}`", dup.name);
        }
        Ok(())
    }
}
