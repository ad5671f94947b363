public class Reports {
    public List<String> activeNames(List<User> users) {
        return users.stream()
            .filter(User::isActive)
            .map(User::getName)
            .sorted()
            .toList();
    }
}
