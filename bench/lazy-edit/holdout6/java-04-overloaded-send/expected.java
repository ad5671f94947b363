package com.example.mail;

import java.util.List;
import java.util.Map;

public class MailService {

    private final MailTransport transport;
    private final TemplateEngine templates;
    private final String defaultFrom;

    public MailService(MailTransport transport, TemplateEngine templates, String defaultFrom) {
        this.transport = transport;
        this.templates = templates;
        this.defaultFrom = defaultFrom;
    }

    public void send(String to, String template) {
        send(to, template, Map.of());
    }

    public void send(String to, String template, Map<String, Object> model) {
        if (to == null || to.isBlank()) {
            throw new IllegalArgumentException("recipient is required");
        }
        String body = templates.render(template, model);
        Message message = new Message(defaultFrom, List.of(to), subjectFor(template), body);
        transport.deliver(message);
    }

    public void send(List<String> recipients, String template, Map<String, Object> model) {
        if (recipients.isEmpty()) {
            return;
        }
        String body = templates.render(template, model);
        Message message = new Message(defaultFrom, recipients, subjectFor(template), body);
        transport.deliver(message);
    }

    private String subjectFor(String template) {
        return templates.subject(template);
    }
}
