package io.github.acme.notify.mail;

import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

public final class MailClient implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(MailClient.class);

    private final SmtpTransport transport;
    private final Executor executor;
    private final String defaultFrom;

    public MailClient(SmtpTransport transport, Executor executor, String defaultFrom) {
        this.transport = Objects.requireNonNull(transport, "transport");
        this.executor = Objects.requireNonNull(executor, "executor");
        this.defaultFrom = Objects.requireNonNull(defaultFrom, "defaultFrom");
    }

    /**
     * Sends a plain-text message from the default sender.
     */
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
        Objects.requireNonNull(message, "message");
        return CompletableFuture.runAsync(() -> {
            LOG.debug("sending message {} to {}", message.id(), message.recipients());
            transport.deliver(message);
        }, executor);
    }

    @Override
    public void close() {
        transport.close();
    }
}
