// ... existing code ...

/// Normalizes a repository-relative path.
///
/// `.` components are dropped and `..` components pop the previous component.
/// Returns [`PathError::Escape`] if the path would leave the repository root and
/// [`PathError::Reserved`] if any component is reserved (such as `.git`).
pub fn normalize(path: &str) -> Result<PathBuf, PathError> {
// ... existing code ...

/// Returns `true` if the final component of `path` starts with a dot.
#[must_use]
pub fn is_hidden(path: &Path) -> bool {
// ... existing code ...

/// Returns the file extension of `path`, if it is valid UTF-8.
#[must_use]
pub fn extension(path: &Path) -> Option<&str> {
// ... existing code ...

/// Joins `relative` onto `root` after normalizing it with [`normalize`].
pub fn join_under(root: &Path, relative: &str) -> Result<PathBuf, PathError> {
// ... existing code ...
