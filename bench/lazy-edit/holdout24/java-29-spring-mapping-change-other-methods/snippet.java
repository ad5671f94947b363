// ... existing code ...
    @GetMapping
    public Page<ProductResponse> list(
            @RequestParam(defaultValue = "0") int page,
            @RequestParam(defaultValue = "20") int size,
            @RequestParam(defaultValue = "name") String sort) {
        return productService.findAll(PageRequest.of(page, size, Sort.by(sort)))
                .map(ProductResponse::from);
    }

    // ... other methods ...

    @GetMapping(value = "/search", params = "q")
    public List<ProductResponse> search(@RequestParam String q, @RequestParam(defaultValue = "25") int limit) {
        return productService.search(q, limit).stream()
                .map(ProductResponse::from)
                .toList();
    }

    // ... other methods ...
}
