package io.github.acme.notify.mail;

import java.util.Objects;
// ... existing code ...
    public CompletableFuture<Void> send(String to, String subject, String body) {
        return send(Message.builder()
                .from(defaultFrom)
                .to(to)
                .subject(subject)
                .textBody(body)
                .build());
    }

    /**
     * Sends a fully built message asynchronously.
     */
    public CompletableFuture<Void> send(Message message) {
// ... existing code ...
