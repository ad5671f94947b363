// ... existing code ...
pub struct BuildOptions {
    pub target_dir: PathBuf,
    pub release: bool,
    pub jobs: Option<usize>,
    pub features: Vec<String>,
    pub no_default_features: bool,
    pub verbose: bool,
    pub color: ColorChoice,
}

// ... existing code ...
            features: Vec::new(),
            no_default_features: false,
            verbose: false,
// ... existing code ...
        if !self.features.is_empty() {
            args.push(format!("--features={}", self.features.join(",")));
        }
        if self.no_default_features {
            args.push("--no-default-features".into());
        }
// ... existing code ...
