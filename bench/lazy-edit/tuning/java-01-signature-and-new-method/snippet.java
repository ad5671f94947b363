// ... existing code ...
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
