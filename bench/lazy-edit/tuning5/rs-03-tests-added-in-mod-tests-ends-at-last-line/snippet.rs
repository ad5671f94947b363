// ... existing code ...
    let mut sorted = values.to_vec();
    sorted.sort_by(f64::total_cmp);
    // ... existing code ...

    #[test]
    fn median_of_odd_length() {
        assert_eq!(median(&[3.0, 1.0, 2.0]), Some(2.0));
    }

    #[test]
    fn median_of_even_length() {
        assert_eq!(median(&[4.0, 1.0, 3.0, 2.0]), Some(2.5));
    }

    // ... existing code ...

    #[test]
    fn mean_of_empty_is_none() {
        assert_eq!(mean(&[]), None);
    }
}
