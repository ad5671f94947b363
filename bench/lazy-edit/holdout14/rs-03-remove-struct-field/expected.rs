use serde::{Deserialize, Serialize};
use std::path::PathBuf;

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub struct BuildOptions {
    pub target_dir: PathBuf,
    pub release: bool,
    pub jobs: Option<usize>,
    pub features: Vec<String>,
    pub no_default_features: bool,
    pub verbose: bool,
    pub color: ColorChoice,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ColorChoice {
    Auto,
    Always,
    Never,
}

impl Default for BuildOptions {
    fn default() -> Self {
        BuildOptions {
            target_dir: PathBuf::from("target"),
            release: false,
            jobs: None,
            features: Vec::new(),
            no_default_features: false,
            verbose: false,
            color: ColorChoice::Auto,
        }
    }
}

impl BuildOptions {
    pub fn to_args(&self) -> Vec<String> {
        let mut args = vec!["build".to_string()];
        if self.release {
            args.push("--release".into());
        }
        if let Some(jobs) = self.jobs {
            args.push(format!("--jobs={}", jobs));
        }
        if !self.features.is_empty() {
            args.push(format!("--features={}", self.features.join(",")));
        }
        if self.no_default_features {
            args.push("--no-default-features".into());
        }
        if self.verbose {
            args.push("--verbose".into());
        }
        args.push(format!("--target-dir={}", self.target_dir.display()));
        args.push(
            match self.color {
                ColorChoice::Auto => "--color=auto",
                ColorChoice::Always => "--color=always",
                ColorChoice::Never => "--color=never",
            }
            .into(),
        );
        args
    }
}
