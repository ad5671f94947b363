use std::fs;
use std::io;
use std::path::{Path, PathBuf};

pub struct PackIndex {
    pub path: PathBuf,
    pub object_count: u32,
    pub checksum: [u8; 20],
}

const MAGIC: [u8; 4] = [0xff, b't', b'O', b'c'];

pub fn read_index(path: &Path) -> io::Result<PackIndex> {
    let data = fs::read(path)?;
    if data.len() < 8 + 256 * 4 + 20 {
        return Err(invalid("index too short"));
    }
    if data[0..4] != MAGIC {
        return Err(invalid("bad magic"));
    }
    let version = u32::from_be_bytes([data[4], data[5], data[6], data[7]]);
    if version != 2 {
        return Err(invalid("unsupported index version"));
    }
    let at = 8 + 255 * 4;
    let object_count = u32::from_be_bytes([data[at], data[at + 1], data[at + 2], data[at + 3]]);
    let mut checksum = [0u8; 20];
    checksum.copy_from_slice(&data[data.len() - 20..]);
    Ok(PackIndex {
        path: path.to_path_buf(),
        object_count,
        checksum,
    })
}

fn invalid(msg: &str) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidData, msg)
}

pub fn list_indexes(pack_dir: &Path) -> Vec<PackIndex> {
    let mut indexes = Vec::new();
    for entry in fs::read_dir(pack_dir).unwrap() {
        let entry = entry.unwrap();
        let path = entry.path();
        if path.extension().and_then(|e| e.to_str()) == Some("idx") {
            indexes.push(read_index(&path).unwrap());
        }
    }
    indexes.sort_by(|a, b| a.path.cmp(&b.path));
    indexes
}

pub fn total_objects(pack_dir: &Path) -> u64 {
    list_indexes(pack_dir)
        .iter()
        .map(|idx| u64::from(idx.object_count))
        .sum()
}
