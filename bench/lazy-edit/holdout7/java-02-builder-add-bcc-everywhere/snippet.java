// ... existing code ...
    private final List<String> cc;
    private final List<String> bcc;
    private final String subject;
    // ... existing code ...
        this.cc = Collections.unmodifiableList(new ArrayList<>(builder.cc));
        this.bcc = Collections.unmodifiableList(new ArrayList<>(builder.bcc));
        this.subject = builder.subject == null ? "" : builder.subject;
        // ... existing code ...

    public List<String> getCc() {
        return cc;
    }

    public List<String> getBcc() {
        return bcc;
    }

    // ... existing code ...
        private final List<String> cc = new ArrayList<>();
        private final List<String> bcc = new ArrayList<>();
        private String subject;
        // ... existing code ...

        public Builder cc(String address) {
            this.cc.add(address);
            return this;
        }

        public Builder bcc(String address) {
            this.bcc.add(address);
            return this;
        }

        // ... existing code ...
}
