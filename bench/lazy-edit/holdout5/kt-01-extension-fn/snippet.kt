// ... existing code ...
fun String.initials(): String = words().joinToString("") { it.first().uppercase() }

fun String.truncate(max: Int): String = if (length <= max) this else take(max - 1) + "…"
