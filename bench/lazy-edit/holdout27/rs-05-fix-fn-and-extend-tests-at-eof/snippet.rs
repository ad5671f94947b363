// ...
    let mult = multiplier(unit.trim()).ok_or_else(|| SizeError::UnknownUnit(unit.to_string()))?;
    let bytes = value * mult as f64;
    if !bytes.is_finite() || bytes >= u64::MAX as f64 {
        return Err(SizeError::Overflow);
    }
    Ok(bytes.round() as u64)
}

#[cfg(test)]
mod tests {
    // ...

    #[test]
    fn errors() {
        assert_eq!(parse_size("   "), Err(SizeError::Empty));
        assert_eq!(parse_size("abc"), Err(SizeError::BadNumber));
        assert_eq!(parse_size("3 parsecs"), Err(SizeError::UnknownUnit(" parsecs".into())));
        assert_eq!(parse_size("99999999999999999999G"), Err(SizeError::Overflow));
    }

    #[test]
    fn rounds_fractional_bytes() {
        assert_eq!(parse_size("0.0016k"), Ok(2));
    }
}
