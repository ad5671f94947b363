// ... existing code ...
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
// ... existing code ...
                .body(BookResponse.from(book));
    }

    @PutMapping("/{id}")
    public BookResponse update(@PathVariable long id, @Valid @RequestBody BookRequest request) {
        return BookResponse.from(bookService.update(id, request.toDomain()));
    }

    @DeleteMapping("/{id}")
// ... existing code ...
