public class Checks {
    void a(String s) {
        if (s == null) return;
        use(s);
    }

    void b(String s) {
        if (s == null) return;
        keep(s);
    }
}
