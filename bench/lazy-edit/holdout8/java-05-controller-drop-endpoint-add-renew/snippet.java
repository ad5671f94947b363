// ... existing code ...
    @GetMapping
    public List<BookResponse> list(
            @RequestParam(required = false) String author,
            @RequestParam(required = false) String isbn,
            @RequestParam(defaultValue = "0") int page,
            @RequestParam(defaultValue = "20") int size) {
        return books.search(author, isbn, page, size).stream()
                .map(BookResponse::from)
                .toList();
    }

    @GetMapping("/{id}")
    public BookResponse get(@PathVariable long id) {
        return BookResponse.from(books.require(id));
    }

    @PostMapping
    public ResponseEntity<BookResponse> create(@Valid @RequestBody BookRequest request) {
        // ... existing code ...

    @PostMapping("/{id}/loans/{loanId}/return")
    public LoanResponse giveBack(@PathVariable long id, @PathVariable long loanId) {
        return LoanResponse.from(books.returnLoan(id, loanId));
    }

    @PostMapping("/{id}/loans/{loanId}/renew")
    public LoanResponse renew(@PathVariable long id, @PathVariable long loanId) {
        return LoanResponse.from(books.renewLoan(id, loanId));
    }

    // ... existing code ...
