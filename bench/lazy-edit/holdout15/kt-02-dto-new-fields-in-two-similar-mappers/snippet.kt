// ... existing code ...
    @SerialName("image_url") val imageUrl: String? = null,
    @SerialName("in_stock") val inStock: Boolean = true,
    @SerialName("compare_at_price_cents") val compareAtPriceCents: Long? = null,
    @SerialName("tags") val tags: List<String> = emptyList(),
)

// ... existing code ...

fun ProductDto.toDomain(): Product = Product(
    // ... existing code ...
    inStock = inStock,
    compareAtPrice = compareAtPriceCents?.let { Money(it, currency) },
    tags = tags,
)

fun Product.toDto(): ProductDto = ProductDto(
    // ... existing code ...
    inStock = inStock,
    compareAtPriceCents = compareAtPrice?.amountCents,
    tags = tags,
)

// ... existing code ...
