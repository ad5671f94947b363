use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use anyhow::{Context, Result};
use tokio::fs;

#[derive(Debug, Clone)]
pub struct CacheEntry {
    pub path: PathBuf,
    pub size: u64,
    pub last_access: SystemTime,
}

pub struct DiskCache {
    root: PathBuf,
    max_bytes: u64,
    entries: HashMap<String, CacheEntry>,
    used_bytes: u64,
}

impl DiskCache {
    pub async fn open(root: impl AsRef<Path>, max_bytes: u64) -> Result<Self> {
        let root = root.as_ref().to_path_buf();
        fs::create_dir_all(&root)
            .await
            .with_context(|| format!("creating cache dir {}", root.display()))?;
        let mut cache = Self {
            root,
            max_bytes,
            entries: HashMap::new(),
            used_bytes: 0,
        };
        cache.scan().await?;
        Ok(cache)
    }

    async fn scan(&mut self) -> Result<()> {
        let mut dir = fs::read_dir(&self.root).await?;
        while let Some(entry) = dir.next_entry().await? {
            let meta = entry.metadata().await?;
            if !meta.is_file() {
                continue;
            }
            let key = entry.file_name().to_string_lossy().into_owned();
            let last_access = meta.accessed().or_else(|_| meta.modified())?;
            self.used_bytes += meta.len();
            self.entries.insert(
                key,
                CacheEntry {
                    path: entry.path(),
                    size: meta.len(),
                    last_access,
                },
            );
        }
        Ok(())
    }

    pub async fn get(&mut self, key: &str) -> Result<Option<Vec<u8>>> {
        let Some(entry) = self.entries.get_mut(key) else {
            return Ok(None);
        };
        let data = fs::read(&entry.path).await?;
        entry.last_access = SystemTime::now();
        Ok(Some(data))
    }

    pub async fn put(&mut self, key: &str, data: &[u8]) -> Result<()> {
        let path = self.root.join(key);
        fs::write(&path, data).await?;
        if let Some(old) = self.entries.remove(key) {
            self.used_bytes -= old.size;
        }
        self.used_bytes += data.len() as u64;
        self.entries.insert(
            key.to_string(),
            CacheEntry {
                path,
                size: data.len() as u64,
                last_access: SystemTime::now(),
            },
        );
        self.evict().await
    }

    async fn evict(&mut self) -> Result<()> {
        while self.used_bytes > self.max_bytes {
            let Some(oldest) = self
                .entries
                .iter()
                .min_by_key(|(_, e)| e.last_access)
                .map(|(k, _)| k.clone())
            else {
                break;
            };
            let entry = self.entries.remove(&oldest).expect("key just found");
            fs::remove_file(&entry.path).await.ok();
            self.used_bytes -= entry.size;
        }
        Ok(())
    }

    pub fn used_bytes(&self) -> u64 {
        self.used_bytes
    }

    pub fn stale_entries(&self, max_age: Duration) -> Vec<&CacheEntry> {
        let now = SystemTime::now();
        self.entries
            .values()
            .filter(|e| now.duration_since(e.last_access).unwrap_or_default() > max_age)
            .collect()
    }
}
