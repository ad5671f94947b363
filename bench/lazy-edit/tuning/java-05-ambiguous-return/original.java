public class Limits {
    public int maxUsers() {
        return 100;
    }

    public int maxProjects() {
        return 100;
    }
}
