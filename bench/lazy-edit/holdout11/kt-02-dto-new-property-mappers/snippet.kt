// ... existing code ...
    @SerialName("image_url") val imageUrl: String? = null,
    @SerialName("in_stock") val inStock: Boolean = true,
    val tags: List<String> = emptyList(),
)
// ... existing code ...
    imageUrl = imageUrl,
    inStock = inStock,
    tags = tags.toSet(),
)

fun Product.toDto(): ProductDto = ProductDto(
    // ... existing code ...
    imageUrl = imageUrl,
    inStock = inStock,
    tags = tags.sorted(),
)
// ... existing code ...
