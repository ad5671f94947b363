// ... existing imports ...
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
// ... existing imports ...

    @PostMapping
    @PreAuthorize("hasAuthority('billing:write')")
    public ResponseEntity<SubscriptionResponse> create(@Valid @RequestBody CreateSubscriptionRequest request) {
        // ... existing code ...
    }

    @DeleteMapping("/{id}")
    @PreAuthorize("hasAuthority('billing:write')")
    public ResponseEntity<Void> cancel(@PathVariable UUID id,
                                       @RequestParam(defaultValue = "false") boolean immediately) {
        subscriptions.cancel(id, immediately);
        return ResponseEntity.noContent().build();
    }
}
