// ... existing code ...
    if s.is_empty() {
        return Err(ParseError::Empty);
    }
    let s = s.split_once('+').map_or(s, |(without_build, _)| without_build);
    let (core, pre) = match s.split_once('-') {
// ... existing code ...

    #[test]
    fn rejects_empty() {
        assert_eq!(parse("  "), Err(ParseError::Empty));
    }

    #[test]
    fn ignores_build_metadata() {
        let v = parse("1.2.3+build.42").unwrap();
        assert_eq!((v.major, v.minor, v.patch), (1, 2, 3));
        assert_eq!(v.pre, None);
    }

    #[test]
    fn rejects_wrong_arity() {
        assert_eq!(parse("1.2"), Err(ParseError::WrongArity(2)));
    }
}
