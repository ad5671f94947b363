// ... existing imports ...
import org.springframework.http.ResponseEntity;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.DeleteMapping;
// ... existing code ...

    @PutMapping("/{id}/publish")
    @PreAuthorize("hasRole('EDITOR')")
    public ResponseEntity<ArticleDto> publish(@PathVariable long id) {
        // ... existing code ...
    }

    @DeleteMapping("/{id}")
    @PreAuthorize("hasRole('ADMIN')")
    public ResponseEntity<Void> delete(@PathVariable long id) {
        // ... existing code ...
    }
}
