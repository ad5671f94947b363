package com.example.billing.service;

import com.example.billing.domain.Subscription;
import com.example.billing.domain.SubscriptionStatus;
import com.example.billing.events.BillingEventPublisher;
import com.example.billing.repository.SubscriptionRepository;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class SubscriptionService {

    private static final Logger log = LoggerFactory.getLogger(SubscriptionService.class);

    private final SubscriptionRepository subscriptions;
    private final BillingEventPublisher events;
    private final Clock clock;

    public SubscriptionService(SubscriptionRepository subscriptions, BillingEventPublisher events, Clock clock) {
        this.subscriptions = subscriptions;
        this.events = events;
        this.clock = clock;
    }

    @Transactional(readOnly = true)
    public Optional<Subscription> findById(UUID id) {
        return subscriptions.findById(id);
    }

    @Transactional(readOnly = true)
    public List<Subscription> findActiveForCustomer(UUID customerId) {
        return subscriptions.findByCustomerIdAndStatus(customerId, SubscriptionStatus.ACTIVE);
    }

    @Transactional
    public Subscription pause(UUID id) {
        Subscription subscription = require(id);
        if (subscription.getStatus() != SubscriptionStatus.ACTIVE) {
            throw new IllegalStateException("Only active subscriptions can be paused");
        }
        subscription.setStatus(SubscriptionStatus.PAUSED);
        subscription.setUpdatedAt(Instant.now(clock));
        events.publishPaused(subscription);
        log.info("Paused subscription {}", id);
        return subscriptions.save(subscription);
    }

    @Transactional
    public Subscription resume(UUID id) {
        Subscription subscription = require(id);
        if (subscription.getStatus() != SubscriptionStatus.PAUSED) {
            throw new IllegalStateException("Only paused subscriptions can be resumed");
        }
        subscription.setStatus(SubscriptionStatus.ACTIVE);
        subscription.setUpdatedAt(Instant.now(clock));
        events.publishResumed(subscription);
        log.info("Resumed subscription {}", id);
        return subscriptions.save(subscription);
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

    private Subscription require(UUID id) {
        return subscriptions.findById(id)
                .orElseThrow(() -> new SubscriptionNotFoundException(id));
    }
}
