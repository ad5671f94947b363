// ... existing code ...
    #[test]
    fn rect_area() {
        assert_eq!(Shape::Rect { w: 2.0, h: 3.0 }.area(), 6.0);
    }

    #[test]
    fn circle_area() {
        assert!((Shape::Circle { r: 1.0 }.area() - 3.14159).abs() < 1e-4);
    }
}
