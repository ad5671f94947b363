public class Customer {
    private String mail;

    public String getMail() {
        return mail;
    }

    public void setMail(String mail) {
        this.mail = mail;
    }

    public boolean hasMail() {
        return mail != null && !mail.isEmpty();
    }
}
