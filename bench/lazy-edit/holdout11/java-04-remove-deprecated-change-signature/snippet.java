// ... existing code ...
    public Optional<Subscription> findActive(Long customerId) {
        return repository.findByCustomerIdAndStatus(customerId, SubscriptionStatus.ACTIVE);
    }

    @Transactional
    public Subscription cancel(Long subscriptionId, boolean immediately, String reason) {
        // ... existing code ...
        LocalDate today = LocalDate.now(clock);
        subscription.setCancellationReason(reason);
        if (immediately) {
// ... existing code ...
        log.info("Subscription {} cancelled (immediately={}, reason={})", subscriptionId, immediately, reason);
        return repository.save(subscription);
    }
// ... existing code ...
