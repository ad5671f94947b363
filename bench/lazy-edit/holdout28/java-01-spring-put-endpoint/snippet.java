// ... existing code ...
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
// ... existing code ...

    @PostMapping
    public ResponseEntity<BookResponse> create(@Valid @RequestBody BookRequest request) {
        // ... existing code ...
    }

    @PutMapping("/{id}")
    public ResponseEntity<BookResponse> update(@PathVariable long id, @Valid @RequestBody BookRequest request) {
        return bookService.update(id, request.toBook())
                .map(BookResponse::from)
                .map(ResponseEntity::ok)
                .orElse(ResponseEntity.notFound().build());
    }

    // ... existing code ...
}
