// ... existing code ...

    @GetMapping
    public List<BookResponse> list(@RequestParam(defaultValue = "0") int page,
                                   @RequestParam(defaultValue = "20") int size) {
        // ... existing code ...
    }

    @GetMapping("/search")
    public List<BookResponse> search(@RequestParam("q") String query,
                                     @RequestParam(defaultValue = "10") int limit) {
        return bookService.search(query.trim(), Math.min(limit, 50)).stream()
                .map(BookResponse::from)
                .toList();
    }

    @GetMapping("/{id}")
// ... existing code ...
