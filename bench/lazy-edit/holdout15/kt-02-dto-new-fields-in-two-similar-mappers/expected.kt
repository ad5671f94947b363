package com.example.shop.api.dto

import com.example.shop.domain.Money
import com.example.shop.domain.Product
import com.example.shop.domain.ProductId
import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable

@Serializable
data class ProductDto(
    @SerialName("id") val id: String,
    @SerialName("name") val name: String,
    @SerialName("description") val description: String? = null,
    @SerialName("price_cents") val priceCents: Long,
    @SerialName("currency") val currency: String,
    @SerialName("image_url") val imageUrl: String? = null,
    @SerialName("in_stock") val inStock: Boolean = true,
    @SerialName("compare_at_price_cents") val compareAtPriceCents: Long? = null,
    @SerialName("tags") val tags: List<String> = emptyList(),
)

@Serializable
data class ProductPageDto(
    @SerialName("items") val items: List<ProductDto>,
    @SerialName("page") val page: Int,
    @SerialName("total_pages") val totalPages: Int,
)

fun ProductDto.toDomain(): Product = Product(
    id = ProductId(id),
    name = name,
    description = description.orEmpty(),
    price = Money(priceCents, currency),
    imageUrl = imageUrl,
    inStock = inStock,
    compareAtPrice = compareAtPriceCents?.let { Money(it, currency) },
    tags = tags,
)

fun Product.toDto(): ProductDto = ProductDto(
    id = id.value,
    name = name,
    description = description.ifEmpty { null },
    priceCents = price.amountCents,
    currency = price.currency,
    imageUrl = imageUrl,
    inStock = inStock,
    compareAtPriceCents = compareAtPrice?.amountCents,
    tags = tags,
)

fun ProductPageDto.toDomain(): List<Product> = items.map { it.toDomain() }
