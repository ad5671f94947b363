use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::Duration;

use serde::Deserialize;

#[derive(Debug, Deserialize)]
pub struct Config {
    pub listen: String,
    pub data_dir: PathBuf,
    pub log_level: String,
    pub workers: usize,
    #[serde(with = "humantime_serde")]
    pub request_timeout: Duration,
    pub strategy: Strategy,
    pub upstreams: BTreeMap<String, Upstream>,
}

#[derive(Debug, Deserialize)]
pub struct Upstream {
    pub url: String,
    pub weight: u32,
    pub health_check: Option<String>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Strategy {
    RoundRobin,
    LeastConnections,
    Random,
}

impl Config {
    pub fn from_toml(text: &str) -> Result<Self, toml::de::Error> {
        toml::from_str(text)
    }

    pub fn upstream(&self, name: &str) -> Option<&Upstream> {
        self.upstreams.get(name)
    }
}

fn default_weight() -> u32 {
    1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_minimal_config() {
        let cfg = Config::from_toml(
            r#"
            listen = "0.0.0.0:8080"
            data_dir = "/var/lib/gate"
            log_level = "info"
            workers = 4
            request_timeout = "30s"
            strategy = "random"
            [upstreams.api]
            url = "http://10.0.0.5:9000"
            weight = 1
            "#,
        )
        .unwrap();
        assert_eq!(cfg.workers, 4);
        assert_eq!(cfg.upstream("api").unwrap().weight, 1);
    }
}
