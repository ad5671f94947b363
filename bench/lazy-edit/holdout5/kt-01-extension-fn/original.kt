package acme.text

fun String.words(): List<String> = split(Regex("\\s+")).filter { it.isNotEmpty() }

fun String.initials(): String = words().joinToString("") { it.first().uppercase() }
