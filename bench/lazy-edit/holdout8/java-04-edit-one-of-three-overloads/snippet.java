// ... existing code ...

    public static String slugify(String input, int maxLength, char separator) {
        // ... existing code ...
        if (slug.length() > maxLength) {
            slug = slug.substring(0, maxLength);
            while (!slug.isEmpty() && slug.charAt(slug.length() - 1) == separator) {
                slug = slug.substring(0, slug.length() - 1);
            }
        }
        return slug;
    }

    // ... existing code ...
