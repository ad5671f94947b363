package com.acme.billing.service;

import com.acme.billing.model.Subscription;
import com.acme.billing.model.SubscriptionStatus;
import com.acme.billing.repository.SubscriptionRepository;
import java.time.Clock;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class SubscriptionService {

    private static final Logger log = LoggerFactory.getLogger(SubscriptionService.class);

    private final SubscriptionRepository repository;
    private final Clock clock;

    public SubscriptionService(SubscriptionRepository repository, Clock clock) {
        this.repository = repository;
        this.clock = clock;
    }

    public Optional<Subscription> findActive(Long customerId) {
        return repository.findByCustomerIdAndStatus(customerId, SubscriptionStatus.ACTIVE);
    }

    /**
     * @deprecated use {@link #findActive(Long)} instead.
     */
    @Deprecated
    public Subscription getActiveOrNull(Long customerId) {
        return findActive(customerId).orElse(null);
    }

    @Transactional
    public Subscription cancel(Long subscriptionId, boolean immediately) {
        Subscription subscription = repository.findById(subscriptionId)
                .orElseThrow(() -> new IllegalArgumentException("No subscription " + subscriptionId));
        if (subscription.getStatus() == SubscriptionStatus.CANCELLED) {
            return subscription;
        }
        LocalDate today = LocalDate.now(clock);
        if (immediately) {
            subscription.setStatus(SubscriptionStatus.CANCELLED);
            subscription.setEndsOn(today);
        } else {
            subscription.setStatus(SubscriptionStatus.PENDING_CANCELLATION);
            subscription.setEndsOn(subscription.getCurrentPeriodEnd());
        }
        log.info("Subscription {} cancelled (immediately={})", subscriptionId, immediately);
        return repository.save(subscription);
    }

    @Transactional
    public int expireEndedSubscriptions() {
        LocalDate today = LocalDate.now(clock);
        List<Subscription> ended = repository.findByStatusAndEndsOnBefore(
                SubscriptionStatus.PENDING_CANCELLATION, today.plusDays(1));
        for (Subscription subscription : ended) {
            subscription.setStatus(SubscriptionStatus.CANCELLED);
        }
        repository.saveAll(ended);
        log.info("Expired {} subscriptions", ended.size());
        return ended.size();
    }
}
