package com.example.notify;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

public class NotificationSender {

    private static final Logger log = LoggerFactory.getLogger(NotificationSender.class);
    private static final Duration DEFAULT_TTL = Duration.ofHours(24);

    private final PushGateway gateway;
    private final TemplateRenderer renderer;

    public NotificationSender(PushGateway gateway, TemplateRenderer renderer) {
        this.gateway = Objects.requireNonNull(gateway);
        this.renderer = Objects.requireNonNull(renderer);
    }

    public void send(String userId, String message) {
        send(userId, message, DEFAULT_TTL);
    }

    public void send(String userId, String message, Duration ttl) {
        if (message == null || message.isBlank()) {
            throw new IllegalArgumentException("message must not be blank");
        }
        gateway.push(userId, message, ttl);
        log.debug("Sent notification to {}", userId);
    }

    public void send(String userId, String template, Map<String, Object> model) {
        String message = renderer.render(template, model);
        send(userId, message, DEFAULT_TTL);
    }

    public void send(List<String> userIds, String message) {
        int failures = 0;
        for (String userId : userIds.stream().distinct().toList()) {
            try {
                send(userId, message, DEFAULT_TTL);
            } catch (PushException e) {
                failures++;
                log.warn("Failed to notify {}: {}", userId, e.getMessage());
            }
        }
        if (failures > 0) {
            log.warn("{} of {} notifications failed", failures, userIds.size());
        }
    }

    public void send(List<String> userIds, String template, Map<String, Object> model) {
        for (String userId : userIds) {
            send(userId, template, model);
        }
    }
}
