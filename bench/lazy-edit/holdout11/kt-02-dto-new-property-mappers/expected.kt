package com.acme.shop.api.dto

import com.acme.shop.domain.Money
import com.acme.shop.domain.Product
import com.acme.shop.domain.ProductId
import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable

@Serializable
data class ProductDto(
    val id: String,
    val name: String,
    val description: String? = null,
    @SerialName("price_cents") val priceCents: Long,
    val currency: String,
    @SerialName("image_url") val imageUrl: String? = null,
    @SerialName("in_stock") val inStock: Boolean = true,
    val tags: List<String> = emptyList(),
)

@Serializable
data class ProductPageDto(
    val items: List<ProductDto>,
    @SerialName("next_cursor") val nextCursor: String? = null,
    val total: Int,
)

fun ProductDto.toDomain(): Product = Product(
    id = ProductId(id),
    name = name,
    description = description.orEmpty(),
    price = Money(priceCents, currency),
    imageUrl = imageUrl,
    inStock = inStock,
    tags = tags.toSet(),
)

fun Product.toDto(): ProductDto = ProductDto(
    id = id.value,
    name = name,
    description = description.ifBlank { null },
    priceCents = price.amountCents,
    currency = price.currency,
    imageUrl = imageUrl,
    inStock = inStock,
    tags = tags.sorted(),
)

fun ProductPageDto.toDomain(): List<Product> = items.map { it.toDomain() }
