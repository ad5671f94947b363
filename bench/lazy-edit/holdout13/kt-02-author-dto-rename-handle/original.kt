package com.example.social.data.remote

import com.example.social.domain.Author
import com.example.social.domain.Post
import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable
import java.time.Instant

@Serializable
data class AuthorDto(
    val id: String,
    @SerialName("user_name") val userName: String,
    @SerialName("display_name") val displayName: String? = null,
    @SerialName("avatar_url") val avatarUrl: String? = null,
)

@Serializable
data class PostDto(
    val id: String,
    val author: AuthorDto,
    val text: String,
    @SerialName("created_at") val createdAt: String,
    @SerialName("like_count") val likeCount: Int = 0,
    @SerialName("reply_count") val replyCount: Int = 0,
)

fun AuthorDto.toDomain(): Author = Author(
    id = id,
    userName = userName,
    displayName = displayName ?: userName,
    avatarUrl = avatarUrl,
)

fun PostDto.toDomain(): Post = Post(
    id = id,
    author = author.toDomain(),
    text = text,
    createdAt = Instant.parse(createdAt),
    likeCount = likeCount,
    replyCount = replyCount,
)

fun Author.toDto(): AuthorDto = AuthorDto(
    id = id,
    userName = userName,
    displayName = displayName,
    avatarUrl = avatarUrl,
)
