// ... existing code ...

impl DiskCache {
    pub async fn open(root: impl AsRef<Path>, max_bytes: u64) -> Result<Self> {
        // ... existing code ...
    }

    async fn scan(&mut self) -> Result<()> {
        // ... existing code ...
    }

    pub async fn get(&mut self, key: &str) -> Result<Option<Vec<u8>>> {
        // ... existing code ...
    }

    pub async fn put(&mut self, key: &str, data: impl AsRef<[u8]>) -> Result<()> {
        let data = data.as_ref();
        let path = self.root.join(key);
        // ... existing code ...
    }

    // ... existing code ...
}
