use std::io;
use std::str::FromStr;

pub fn read_line() -> io::Result<String> {
    let mut buf = String::new();
    io::stdin().read_line(&mut buf)?;
    Ok(buf.trim_end().to_string())
}

pub fn read_parsed<T: FromStr>() -> io::Result<Option<T>> {
    Ok(read_line()?.parse().ok())
}
