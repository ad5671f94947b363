package app;

import java.util.List;

public class Mailer {
    private final Transport transport;

    public Mailer(Transport transport) {
        this.transport = transport;
    }

    public void send(String to, String subject, String body) {
        Message message = new Message(to, subject, body);
        transport.deliver(message);
    }

    public void sendAll(List<String> recipients, String subject, String body) {
        for (String to : recipients) {
            send(to, subject, body);
        }
    }
}
