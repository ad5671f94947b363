// ... existing code ...

	public static String join(String separator, String... parts) {
		return String.join(separator, parts);
	}

	public static String join(String separator, Iterable<String> parts) {
		return String.join(separator, parts);
	}

	public static String capitalize(String s) {
// ... existing code ...
