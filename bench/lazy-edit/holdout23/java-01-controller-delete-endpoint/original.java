package com.acme.billing.web;

import com.acme.billing.domain.Subscription;
import com.acme.billing.service.SubscriptionService;
import com.acme.billing.web.dto.CreateSubscriptionRequest;
import com.acme.billing.web.dto.SubscriptionResponse;
import jakarta.validation.Valid;
import java.net.URI;
import java.util.List;
import java.util.UUID;
import org.springframework.http.ResponseEntity;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/v1/subscriptions")
public class SubscriptionController {

    private final SubscriptionService subscriptions;

    public SubscriptionController(SubscriptionService subscriptions) {
        this.subscriptions = subscriptions;
    }

    @GetMapping
    @PreAuthorize("hasAuthority('billing:read')")
    public List<SubscriptionResponse> list(@RequestParam UUID customerId) {
        return subscriptions.findByCustomer(customerId).stream()
                .map(SubscriptionResponse::from)
                .toList();
    }

    @GetMapping("/{id}")
    @PreAuthorize("hasAuthority('billing:read')")
    public ResponseEntity<SubscriptionResponse> get(@PathVariable UUID id) {
        return subscriptions.findById(id)
                .map(SubscriptionResponse::from)
                .map(ResponseEntity::ok)
                .orElseGet(() -> ResponseEntity.notFound().build());
    }

    @PostMapping
    @PreAuthorize("hasAuthority('billing:write')")
    public ResponseEntity<SubscriptionResponse> create(@Valid @RequestBody CreateSubscriptionRequest request) {
        Subscription created = subscriptions.create(
                request.customerId(),
                request.planCode(),
                request.trialDays());
        return ResponseEntity
                .created(URI.create("/api/v1/subscriptions/" + created.getId()))
                .body(SubscriptionResponse.from(created));
    }
}
