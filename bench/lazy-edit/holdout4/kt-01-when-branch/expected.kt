fun label(code: Int): String = when (code) {
    200 -> "OK"
    201 -> "Created"
    404 -> "Not Found"
    500 -> "Server Error"
    else -> "Unknown"
}
