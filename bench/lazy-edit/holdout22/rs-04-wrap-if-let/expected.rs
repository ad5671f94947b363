use std::fs;
use std::path::{Path, PathBuf};
use std::sync::{Arc, RwLock};
use std::time::{Duration, SystemTime};

use log::{debug, info, warn};
use serde::Deserialize;

#[derive(Debug, Clone, Deserialize, PartialEq)]
pub struct Settings {
    pub listen_addr: String,
    pub workers: usize,
    #[serde(default)]
    pub allowed_origins: Vec<String>,
    #[serde(default = "default_timeout")]
    pub request_timeout_secs: u64,
}

fn default_timeout() -> u64 {
    30
}

/// Watches a TOML settings file and swaps in new values when it changes.
pub struct Reloader {
    path: PathBuf,
    current: Arc<RwLock<Settings>>,
    last_modified: Option<SystemTime>,
}

impl Reloader {
    pub fn new(path: impl AsRef<Path>) -> anyhow::Result<Self> {
        let path = path.as_ref().to_path_buf();
        let settings = load(&path)?;
        let last_modified = fs::metadata(&path).and_then(|m| m.modified()).ok();
        Ok(Self {
            path,
            current: Arc::new(RwLock::new(settings)),
            last_modified,
        })
    }

    pub fn handle(&self) -> Arc<RwLock<Settings>> {
        Arc::clone(&self.current)
    }

    /// Reloads the settings file if its modification time changed.
    /// Returns true when new settings were applied.
    pub fn poll(&mut self) -> bool {
        let modified = match fs::metadata(&self.path).and_then(|m| m.modified()) {
            Ok(t) => t,
            Err(err) => {
                warn!("cannot stat {}: {err}", self.path.display());
                return false;
            }
        };
        if self.last_modified == Some(modified) {
            return false;
        }
        self.last_modified = Some(modified);

        let next = match load(&self.path) {
            Ok(s) => s,
            Err(err) => {
                warn!("ignoring invalid settings in {}: {err:#}", self.path.display());
                return false;
            }
        };
        if let Ok(mut guard) = self.current.write() {
            if *guard == next {
                debug!("settings file touched but unchanged");
                return false;
            }
            info!("applying new settings from {}", self.path.display());
            *guard = next;
            true
        } else {
            warn!("settings lock poisoned; keeping previous settings");
            false
        }
    }

    pub fn run(mut self, interval: Duration) {
        loop {
            std::thread::sleep(interval);
            if self.poll() {
                debug!("reload applied");
            }
        }
    }
}

fn load(path: &Path) -> anyhow::Result<Settings> {
    let text = fs::read_to_string(path)?;
    let settings: Settings = toml::from_str(&text)?;
    anyhow::ensure!(settings.workers > 0, "workers must be at least 1");
    Ok(settings)
}
