// ... existing code ...
@Serializable
data class AuthorDto(
    val id: String,
    @SerialName("username") val handle: String,
    @SerialName("display_name") val displayName: String? = null,
    @SerialName("avatar_url") val avatarUrl: String? = null,
)

// ... existing code ...

fun AuthorDto.toDomain(): Author = Author(
    id = id,
    userName = handle,
    displayName = displayName ?: handle,
    avatarUrl = avatarUrl,
)

// ... existing code ...

fun Author.toDto(): AuthorDto = AuthorDto(
    id = id,
    handle = userName,
    displayName = displayName,
    avatarUrl = avatarUrl,
)
