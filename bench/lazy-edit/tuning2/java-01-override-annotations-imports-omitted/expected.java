package com.acme.billing.notifications;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import com.acme.billing.model.Customer;
import com.acme.billing.model.Invoice;

public class EmailNotifier implements Notifier {

    private static final Logger log = LoggerFactory.getLogger(EmailNotifier.class);

    private final MailClient mailClient;
    private final TemplateRenderer renderer;
    private final Clock clock;

    public EmailNotifier(MailClient mailClient, TemplateRenderer renderer, Clock clock) {
        this.mailClient = Objects.requireNonNull(mailClient);
        this.renderer = Objects.requireNonNull(renderer);
        this.clock = clock;
    }

    @Override
    public void invoiceIssued(Invoice invoice, Customer customer) {
        String body = renderer.render("invoice-issued", invoice, customer);
        send(customer.email(), "Your invoice " + invoice.number(), body);
    }

    @Override
    public void paymentReceived(Invoice invoice, Customer customer) {
        String body = renderer.render("payment-received", invoice, customer);
        send(customer.email(), "Payment received for " + invoice.number(), body);
    }

    @Override
    public void invoicesOverdue(List<Invoice> invoices, Customer customer) {
        if (invoices.isEmpty() || !customer.acceptsEmail()) {
            return;
        }
        String body = renderer.render("invoices-overdue", invoices, customer);
        send(customer.email(), invoices.size() + " overdue invoice(s)", body);
    }

    @Override
    public String channel() {
        return "email";
    }

    private void send(String to, String subject, String body) {
        Instant started = clock.instant();
        mailClient.send(new MailMessage(to, subject, body));
        log.info("sent '{}' to {} in {} ms", subject, to, clock.millis() - started.toEpochMilli());
    }
}
