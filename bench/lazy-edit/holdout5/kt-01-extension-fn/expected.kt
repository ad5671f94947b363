package acme.text

fun String.words(): List<String> = split(Regex("\\s+")).filter { it.isNotEmpty() }

fun String.initials(): String = words().joinToString("") { it.first().uppercase() }

fun String.truncate(max: Int): String = if (length <= max) this else take(max - 1) + "…"
