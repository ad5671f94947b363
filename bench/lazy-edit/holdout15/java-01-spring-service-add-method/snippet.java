// ... existing code (unchanged) ...

    @Transactional
    public Subscription resume(UUID id) {
        // ... existing code (unchanged) ...
    }

    @Transactional
    public Subscription cancel(UUID id, boolean atPeriodEnd) {
        Subscription subscription = require(id);
        if (subscription.getStatus() == SubscriptionStatus.CANCELLED) {
            return subscription;
        }
        Instant now = Instant.now(clock);
        if (atPeriodEnd) {
            subscription.setCancelAt(subscription.getCurrentPeriodEnd());
        } else {
            subscription.setStatus(SubscriptionStatus.CANCELLED);
            subscription.setCancelAt(now);
        }
        subscription.setUpdatedAt(now);
        events.publishCancelled(subscription);
        log.info("Cancelled subscription {} (atPeriodEnd={})", id, atPeriodEnd);
        return subscriptions.save(subscription);
    }

    // ... existing code (unchanged) ...
