use std::collections::BTreeMap;
use std::path::PathBuf;

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct BuildConfig {
    pub name: String,
    pub out_dir: PathBuf,
    pub release: bool,
    #[serde(default)]
    pub features: Vec<String>,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub env: BTreeMap<String, String>,
}

impl Default for BuildConfig {
    fn default() -> Self {
        Self {
            name: String::from("app"),
            out_dir: PathBuf::from("target"),
            release: false,
            features: Vec::new(),
            env: BTreeMap::new(),
        }
    }
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Workspace {
    pub members: BTreeMap<String, BuildConfig>,
}

impl Workspace {
    pub fn add(&mut self, config: BuildConfig) {
        self.members.insert(config.name.clone(), config);
    }

    pub fn release_members(&self) -> impl Iterator<Item = &BuildConfig> {
        self.members.values().filter(|c| c.release)
    }
}
