use std::collections::HashMap;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::RwLock;

pub trait Storage: Send + Sync {
    fn get(&self, key: &str) -> io::Result<Option<Vec<u8>>>;
    fn put(&self, key: &str, value: &[u8]) -> io::Result<()>;
    fn delete(&self, key: &str) -> io::Result<bool>;
}

#[derive(Default)]
pub struct MemoryStorage {
    entries: RwLock<HashMap<String, Vec<u8>>>,
}

impl Storage for MemoryStorage {
    fn get(&self, key: &str) -> io::Result<Option<Vec<u8>>> {
        Ok(self.entries.read().unwrap().get(key).cloned())
    }

    fn put(&self, key: &str, value: &[u8]) -> io::Result<()> {
        self.entries.write().unwrap().insert(key.to_string(), value.to_vec());
        Ok(())
    }

    fn delete(&self, key: &str) -> io::Result<bool> {
        Ok(self.entries.write().unwrap().remove(key).is_some())
    }
}

pub struct FileStorage {
    root: PathBuf,
}

impl FileStorage {
    pub fn new(root: impl AsRef<Path>) -> io::Result<Self> {
        let root = root.as_ref().to_path_buf();
        fs::create_dir_all(&root)?;
        Ok(Self { root })
    }

    fn path_for(&self, key: &str) -> PathBuf {
        self.root.join(key.replace('/', "_"))
    }
}

impl Storage for FileStorage {
    fn get(&self, key: &str) -> io::Result<Option<Vec<u8>>> {
        match fs::read(self.path_for(key)) {
            Ok(bytes) => Ok(Some(bytes)),
            Err(err) if err.kind() == io::ErrorKind::NotFound => Ok(None),
            Err(err) => Err(err),
        }
    }

    fn put(&self, key: &str, value: &[u8]) -> io::Result<()> {
        fs::write(self.path_for(key), value)
    }

    fn delete(&self, key: &str) -> io::Result<bool> {
        match fs::remove_file(self.path_for(key)) {
            Ok(()) => Ok(true),
            Err(err) if err.kind() == io::ErrorKind::NotFound => Ok(false),
            Err(err) => Err(err),
        }
    }
}
