package com.acme.notifications;

import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

public class EmailNotifier {

    private static final Logger log = LoggerFactory.getLogger(EmailNotifier.class);

    private final MailGateway gateway;
    private final TemplateRenderer renderer;
    private final String fromAddress;

    public EmailNotifier(MailGateway gateway, TemplateRenderer renderer, String fromAddress) {
        this.gateway = gateway;
        this.renderer = renderer;
        this.fromAddress = fromAddress;
    }

    public void sendWelcome(User user) {
        Map<String, Object> model = Map.of(
                "name", user.getDisplayName(),
                "loginUrl", "https://app.acme.com/login");
        String body = renderer.render("welcome", model, user.getLocale());
        gateway.send(fromAddress, user.getEmail(), "Welcome to Acme", body);
        log.info("Sent welcome email to user {}", user.getId());
    }

    public void sendPasswordReset(User user, String token) {
        Map<String, Object> model = Map.of(
                "name", user.getDisplayName(),
                "resetUrl", "https://app.acme.com/reset?token=" + token);
        String body = renderer.render("password-reset", model, user.getLocale());
        gateway.send(fromAddress, user.getEmail(), "Reset your password", body);
        log.info("Sent password reset email to user {}", user.getId());
    }

    public void sendEmailChanged(User user, String previousEmail) {
        Map<String, Object> model = Map.of(
                "name", user.getDisplayName(),
                "previousEmail", previousEmail);
        String body = renderer.render("email-changed", model, user.getLocale());
        gateway.send(fromAddress, previousEmail, "Your email address was changed", body);
        log.info("Sent email-changed notice to user {}", user.getId());
    }

    public void sendInvoice(User user, Invoice invoice) {
        Map<String, Object> model = Map.of(
                "name", user.getDisplayName(),
                "invoiceNumber", invoice.getNumber(),
                "amount", invoice.formattedTotal(Locale.US));
        String body = renderer.render("invoice", model, user.getLocale());
        gateway.send(fromAddress, user.getEmail(), "Invoice " + invoice.getNumber(), body);
        log.info("Sent invoice {} to user {}", invoice.getNumber(), user.getId());
    }
}
