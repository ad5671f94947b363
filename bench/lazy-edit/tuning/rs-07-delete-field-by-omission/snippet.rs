pub struct Options {
    pub verbose: bool,
    pub color: bool,
    pub jobs: usize,
}
