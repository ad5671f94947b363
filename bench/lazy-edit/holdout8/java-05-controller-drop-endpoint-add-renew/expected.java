package com.acme.library.web;

import com.acme.library.domain.Book;
import com.acme.library.domain.BookService;
import com.acme.library.domain.Loan;
import com.acme.library.web.dto.BookRequest;
import com.acme.library.web.dto.BookResponse;
import com.acme.library.web.dto.LoanResponse;
import jakarta.validation.Valid;
import java.net.URI;
import java.util.List;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/books")
public class BookController {

    private final BookService books;

    public BookController(BookService books) {
        this.books = books;
    }

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
        Book book = books.create(request.toCommand());
        return ResponseEntity
                .created(URI.create("/api/books/" + book.getId()))
                .body(BookResponse.from(book));
    }

    @PutMapping("/{id}")
    public BookResponse update(@PathVariable long id, @Valid @RequestBody BookRequest request) {
        return BookResponse.from(books.update(id, request.toCommand()));
    }

    @DeleteMapping("/{id}")
    @ResponseStatus(HttpStatus.NO_CONTENT)
    public void delete(@PathVariable long id) {
        books.delete(id);
    }

    @PostMapping("/{id}/loans")
    public ResponseEntity<LoanResponse> borrow(@PathVariable long id, @RequestParam long memberId) {
        Loan loan = books.lend(id, memberId);
        return ResponseEntity.status(HttpStatus.CREATED).body(LoanResponse.from(loan));
    }

    @PostMapping("/{id}/loans/{loanId}/return")
    public LoanResponse giveBack(@PathVariable long id, @PathVariable long loanId) {
        return LoanResponse.from(books.returnLoan(id, loanId));
    }

    @PostMapping("/{id}/loans/{loanId}/renew")
    public LoanResponse renew(@PathVariable long id, @PathVariable long loanId) {
        return LoanResponse.from(books.renewLoan(id, loanId));
    }

    @GetMapping("/{id}/loans")
    public List<LoanResponse> loans(@PathVariable long id) {
        return books.loansFor(id).stream()
                .map(LoanResponse::from)
                .toList();
    }
}
