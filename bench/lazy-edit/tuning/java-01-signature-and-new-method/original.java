package app;

import java.util.List;

public class Mailer {
    private final Transport transport;

    public Mailer(Transport transport) {
        this.transport = transport;
    }

    public void send(String to, String body) {
        Message message = new Message(to, body);
        transport.deliver(message);
    }
}
