public class Reports {
    public List<String> activeNames(List<User> users) {
        List<String> names = new ArrayList<>();
        for (User u : users) {
            if (u.isActive()) {
                names.add(u.getName());
            }
        }
        return names;
    }
}
