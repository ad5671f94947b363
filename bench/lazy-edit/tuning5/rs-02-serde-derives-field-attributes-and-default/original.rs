use std::collections::BTreeMap;
use std::path::PathBuf;

#[derive(Debug, Clone)]
pub struct BuildConfig {
    pub name: String,
    pub out_dir: PathBuf,
    pub release: bool,
    pub features: Vec<String>,
}

impl Default for BuildConfig {
    fn default() -> Self {
        Self {
            name: String::from("app"),
            out_dir: PathBuf::from("target"),
            release: false,
            features: Vec::new(),
        }
    }
}

#[derive(Debug, Clone, Default)]
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
