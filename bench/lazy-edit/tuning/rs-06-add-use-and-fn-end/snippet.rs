use std::io;
use std::str::FromStr;

// ... existing code ...

pub fn read_parsed<T: FromStr>() -> io::Result<Option<T>> {
    Ok(read_line()?.parse().ok())
}
