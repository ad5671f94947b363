package net.shopfront.common.text;

import java.util.Iterator;
import java.util.Locale;

/**
 * String helpers that predate our move to Java 17.
 * Most of these can be replaced with JDK methods over time.
 */
public final class TextUtils {

	private TextUtils() {
		throw new AssertionError("no instances");
	}

	public static boolean isBlank(String s) {
		return s == null || s.isBlank();
	}

	public static String join(String separator, String... parts) {
		return String.join(separator, parts);
	}

	public static String join(String separator, Iterable<String> parts) {
		return String.join(separator, parts);
	}

	public static String capitalize(String s) {
		if (isBlank(s)) {
			return s;
		}
		return s.substring(0, 1).toUpperCase(Locale.ROOT) + s.substring(1);
	}

	public static String truncate(String s, int maxLength) {
		if (s == null || s.length() <= maxLength) {
			return s;
		}
		return s.substring(0, Math.max(0, maxLength - 1)) + "\u2026";
	}
}
