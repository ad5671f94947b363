pub struct Options {
    pub verbose: bool,
    pub color: bool,
    pub legacy_mode: bool,
    pub jobs: usize,
}
